import type { Row } from '../chain/contract-api';
import type { Chain } from '../chain/chain';
import { sha256Hex } from '../chain/hashing';
import { QueryError } from '../chain/query';
import { badParams, type RpcMethod } from './jsonrpc';
import { isRecord } from '../chain/is-record';

const MISSING_FIND_PARAMS = 'missing or wrong parameters: contract, table and query are required';
const ARBITRARY_PROJECT = 'arbitrary key for project is not allowed, you may only include or exclude existing keys';

type Projection = Record<string, 0 | 1 | boolean>;

function checkTarget({ contract, table, query }: Record<string, unknown>): { contract: string; table: string; query: Record<string, unknown> } {
  if (!contract || typeof contract !== 'string' || !table || typeof table !== 'string' || !query || typeof query !== 'object') {
    throw badParams(MISSING_FIND_PARAMS);
  }
  return { contract, table, query: query as Record<string, unknown> };
}

function checkProjection(project: unknown): Projection | undefined {
  if (project === undefined) return undefined;
  if (!isRecord(project) || !Object.values(project).every((v) => v === 0 || v === 1 || typeof v === 'boolean')) {
    throw badParams(ARBITRARY_PROJECT);
  }
  return project as Projection;
}

/** Mongo projection: inclusion keeps `_id` plus the listed fields, exclusion drops them. */
function applyProjection(row: Row, projection: Projection | undefined): Row {
  if (!projection || Object.keys(projection).length === 0) return row;
  const entries = Object.entries(projection);
  const including = entries.some(([field, v]) => field !== '_id' && Boolean(v));
  if (!including) return Object.fromEntries(Object.entries(row).filter(([field]) => !entries.some(([f]) => f === field)));
  const keep = new Set(entries.filter(([, v]) => Boolean(v)).map(([field]) => field));
  if (projection._id === undefined || Boolean(projection._id)) keep.add('_id');
  return Object.fromEntries(Object.entries(row).filter(([field]) => keep.has(field)));
}

function validIndexes(indexes: unknown): indexes is { index: string; descending: boolean }[] | undefined {
  return (
    indexes === undefined ||
    (Array.isArray(indexes) && indexes.every((entry) => isRecord(entry) && typeof entry.index === 'string' && typeof entry.descending === 'boolean'))
  );
}

/** A non-negative integer: anything else (negative offset included) makes the node answer `null`. */
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** `contracts.*` methods (reference §2.3). */
export function contractsMethods(chain: Chain, maxLimit: number): Map<string, RpcMethod> {
  const find: RpcMethod = (params) => {
    const { contract, table, query } = checkTarget(params);
    const limit = params.limit || maxLimit;
    if (Number(limit) > maxLimit) throw badParams(`limit is too high, maximum limit is ${maxLimit}`);
    const projection = checkProjection(params.project);
    const offset = params.offset || 0;
    const target = chain.database.get(contract, table);
    const { indexes } = params;
    if (!target || Array.isArray(query) || !isCount(limit) || !isCount(offset) || !validIndexes(indexes)) return null;
    try {
      return target.select(query, { limit, offset, indexes }).map((row) => applyProjection(row, projection));
    } catch (error) {
      if (error instanceof QueryError) return null;
      throw error;
    }
  };

  const findOne: RpcMethod = (params) => {
    const { contract, table, query } = checkTarget(params);
    const projection = checkProjection(params.project);
    const target = chain.database.get(contract, table);
    if (!target || Array.isArray(query)) return null;
    const { $loki, ...rest } = query;
    const normalised = $loki === undefined ? query : { ...rest, _id: $loki };
    try {
      const row = target.findOne(normalised);
      return row ? applyProjection(row, projection) : null;
    } catch (error) {
      if (error instanceof QueryError) return null;
      throw error;
    }
  };

  const getContract: RpcMethod = ({ name }) => {
    if (!name || typeof name !== 'string') throw badParams('missing or wrong parameters: name is required');
    const definition = chain.definitions.find((d) => d.name === name);
    if (!definition) return null;
    const code = `// devnet stand-in of the ${name} contract (TypeScript, devnet/src/contracts/${name})`;
    const tables: Record<string, unknown> = {};
    for (const [collection, table] of chain.database.tablesOf(name)) {
      const indexCount = 1 + (table.spec.indexes?.length ?? 0) + Object.keys(table.spec.compoundIndexes ?? {}).length;
      tables[collection] = {
        size: table.size,
        hash: sha256Hex(collection),
        nbIndexes: indexCount,
        ...(table.spec.primaryKey ? { primaryKey: table.spec.primaryKey } : {}),
      };
    }
    return { _id: name, owner: definition.owner, code, codeHash: sha256Hex(code), tables, version: 1 };
  };

  return new Map([
    ['find', find],
    ['findOne', findOne],
    ['getContract', getContract],
  ]);
}
