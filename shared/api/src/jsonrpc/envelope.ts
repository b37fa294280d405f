import type { HttpResponse } from '../http/transport';
import { BadNodeResponseError, JsonRpcError } from './errors';

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: unknown;
}

interface JsonRpcEnvelope {
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

function isEnvelope(value: unknown): value is JsonRpcEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const envelope = value as Record<string, unknown>;
  if (envelope.jsonrpc !== '2.0') return false;
  if ('result' in envelope) return true;
  const error = envelope.error as Record<string, unknown> | undefined;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
}

/** The result of one envelope, a `JsonRpcError` for an error answer. */
export function envelopeResult(envelope: JsonRpcEnvelope, node: string): unknown {
  if (envelope.error) throw new JsonRpcError(Number(envelope.error.code), envelope.error.message, node);
  return envelope.result;
}

/** Throws `BadNodeResponseError` (fail over) unless the response is a usable single envelope. */
export function singleEnvelope(response: HttpResponse, node: string): JsonRpcEnvelope {
  if (response.status >= 500) throw new BadNodeResponseError(node, `HTTP ${response.status}`);
  if (!isEnvelope(response.data)) throw new BadNodeResponseError(node, `not a JSON-RPC answer (HTTP ${response.status})`);
  return response.data;
}

/** Envelopes of a batch answer by request id; throws `BadNodeResponseError` if any is missing. */
export function batchEnvelopes(response: HttpResponse, node: string, ids: number[]): Map<number, JsonRpcEnvelope> {
  if (response.status >= 500) throw new BadNodeResponseError(node, `HTTP ${response.status}`);
  if (!Array.isArray(response.data) || !response.data.every(isEnvelope)) {
    throw new BadNodeResponseError(node, 'not a JSON-RPC batch answer');
  }
  const byId = new Map(response.data.map((envelope) => [Number(envelope.id), envelope]));
  if (!ids.every((id) => byId.has(id))) throw new BadNodeResponseError(node, 'batch answer lacks some ids');
  return byId;
}
