import type { onRequestHookHandler } from 'fastify';
import { FAULT_SERVICES, type DevnetFaults, type FaultMode, type FaultService, type FaultSetting } from '../devnet';
import { ANSWER_FAULT_MODES } from './answer-faults';

export const FAULT_MODES: FaultMode[] = ['ok', 'down', 'slow', 'malformed', 'error', ...ANSWER_FAULT_MODES];
const OK: FaultSetting = { mode: 'ok', delayMs: 0 };
const ALL_NODES = '*';

export const MALFORMED_BODY = '<html><body><h1>502 Bad Gateway</h1></body></html>';

export function isFaultService(value: unknown): value is FaultService {
  return typeof value === 'string' && (FAULT_SERVICES as readonly string[]).includes(value);
}

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as string[]).includes(value);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fault switches per service and node; runtime only (not persisted, cleared by reset). */
export class FaultRegistry implements DevnetFaults {
  private readonly faults = new Map<string, FaultSetting>();

  /** `node` undefined sets the fault for every node of the service; mode `ok` clears it. */
  set(service: FaultService, node: number | undefined, setting: FaultSetting): void {
    const key = `${service}:${node ?? ALL_NODES}`;
    if (setting.mode === 'ok') this.faults.delete(key);
    else this.faults.set(key, setting);
  }

  clear(): void {
    this.faults.clear();
  }

  list(): Record<string, FaultSetting> {
    return Object.fromEntries(this.faults);
  }

  get(service: FaultService, node = 0): FaultSetting {
    return this.faults.get(`${service}:${node}`) ?? this.faults.get(`${service}:${ALL_NODES}`) ?? OK;
  }

  hook(service: FaultService, node = 0): onRequestHookHandler {
    return async (request, reply) => {
      const { mode, delayMs } = this.get(service, node);
      switch (mode) {
        case 'down':
          reply.hijack();
          request.raw.socket.destroy();
          return;
        case 'slow':
          await sleep(delayMs);
          return;
        case 'malformed':
          return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(MALFORMED_BODY);
        case 'error':
          return reply.code(503).send({ error: 'Service Unavailable', message: `devnet fault on ${service} node ${node}` });
        default:
          return; // `ok`, or a mode the sidechain routes apply to the answer itself
      }
    };
  }
}
