import { RE2JS } from 're2js';
import type { Query } from './contract-api';
import { comparable, compareValues, isDecimal128, valuesEqual } from './values';
import { isRecord } from './is-record';

/** Thrown for a filter the engine cannot evaluate (unknown operator, bad operand, bad regex). */
export class QueryError extends Error {
  override name = 'QueryError';
}

type Predicate = (value: unknown) => boolean;

/** MongoDB filter semantics over a plain row (reference §2.3). */
export function matchesQuery(row: unknown, query: Query): boolean {
  return Object.entries(query).every(([key, condition]) => matchesClause(row, key, condition));
}

function matchesClause(row: unknown, key: string, condition: unknown): boolean {
  switch (key) {
    case '$and':
      return subQueries(key, condition).every((sub) => matchesQuery(row, sub));
    case '$or':
      return subQueries(key, condition).some((sub) => matchesQuery(row, sub));
    case '$nor':
      return !subQueries(key, condition).some((sub) => matchesQuery(row, sub));
    default:
      if (key.startsWith('$')) throw new QueryError(`unknown top level operator: ${key}`);
      return matchesField(valuesAtPath(row, key.split('.')), condition);
  }
}

function subQueries(operator: string, condition: unknown): Query[] {
  if (!Array.isArray(condition) || condition.length === 0 || !condition.every(isRecord)) {
    throw new QueryError(`${operator} must be a nonempty array`);
  }
  return condition as Query[];
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value) || isDecimal128(value)) return false;
  const keys = Object.keys(value);
  const operatorKeys = keys.filter((k) => k.startsWith('$'));
  if (operatorKeys.length > 0 && operatorKeys.length !== keys.length) {
    throw new QueryError('cannot mix operators and fields in one condition');
  }
  return operatorKeys.length > 0;
}

/**
 * Every value a dotted path reaches; arrays met on the way are traversed element by element
 * (and numeric segments index into them), as Mongo does. A missing field yields `undefined`.
 */
export function valuesAtPath(value: unknown, segments: string[]): unknown[] {
  const out: unknown[] = [];
  collect(value, segments, 0, out);
  return out.length > 0 ? out : [undefined];
}

function collect(value: unknown, segments: string[], index: number, out: unknown[]): void {
  if (index === segments.length) {
    out.push(value);
    return;
  }
  const segment = segments[index];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(segment)) collect(value[Number(segment)], segments, index + 1, out);
    for (const element of value) if (isRecord(element)) collect(element, segments, index, out);
    return;
  }
  if (isRecord(value)) collect(value[segment], segments, index + 1, out);
  else out.push(undefined);
}

/** True when some reached value, or some element of a reached array, satisfies the predicate. */
function anyMatches(candidates: unknown[], predicate: Predicate): boolean {
  return candidates.some((c) => predicate(c) || (Array.isArray(c) && c.some(predicate)));
}

function matchesField(candidates: unknown[], condition: unknown): boolean {
  if (!isOperatorObject(condition)) return anyMatches(candidates, (c) => valuesEqual(c, condition));
  return Object.entries(condition).every(([operator, operand]) =>
    operator === '$options' ? true : matchesOperator(candidates, operator, operand, condition.$options),
  );
}

function matchesOperator(candidates: unknown[], operator: string, operand: unknown, options: unknown): boolean {
  switch (operator) {
    case '$eq':
      return anyMatches(candidates, (c) => valuesEqual(c, operand));
    case '$ne':
      return !anyMatches(candidates, (c) => valuesEqual(c, operand));
    case '$gt':
      return anyMatches(candidates, (c) => comparable(c, operand) && compareValues(c, operand) > 0);
    case '$gte':
      return anyMatches(candidates, (c) => comparable(c, operand) && compareValues(c, operand) >= 0);
    case '$lt':
      return anyMatches(candidates, (c) => comparable(c, operand) && compareValues(c, operand) < 0);
    case '$lte':
      return anyMatches(candidates, (c) => comparable(c, operand) && compareValues(c, operand) <= 0);
    case '$in':
      return anyMatches(candidates, inPredicate(operand));
    case '$nin':
      return !anyMatches(candidates, inPredicate(operand));
    case '$exists':
      return candidates.some((c) => c !== undefined) === Boolean(operand);
    case '$regex':
      return anyMatches(candidates, regexPredicate(operand, options));
    case '$not':
      return !matchesField(candidates, operand);
    default:
      throw new QueryError(`unknown operator: ${operator}`);
  }
}

/** The strings among an `$in` list, kept per list: one query's list is the same array for every row. */
const inStrings = new WeakMap<unknown[], ReadonlySet<string>>();

function stringsOf(options: unknown[]): ReadonlySet<string> {
  let strings = inStrings.get(options);
  if (!strings) {
    strings = new Set(options.filter((option): option is string => typeof option === 'string'));
    inStrings.set(options, strings);
  }
  return strings;
}

function inPredicate(operand: unknown): Predicate {
  if (!Array.isArray(operand)) throw new QueryError('$in needs an array');
  // A string equals only the same string (valuesEqual), so a set answers for it: a wallet asks for
  // its tokens with a list of every symbol it holds, thousands of them on a scaled chain.
  const strings = stringsOf(operand);
  return (c) => (typeof c === 'string' ? strings.has(c) : operand.some((option) => valuesEqual(c, option)));
}

/** Longer patterns are refused: compiling is linear in the pattern, but nobody needs more. */
export const MAX_REGEX_PATTERN_LENGTH = 512;
/** Only this many leading characters of a string are searched, so a row costs at most this much. */
export const MAX_REGEX_SUBJECT_LENGTH = 10_000;

const REGEX_OPTION_FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  x: 0, // accepted like Mongo, but RE2 has no extended mode: whitespace in the pattern stays literal
};

/**
 * `$regex` runs on RE2 (linear time) rather than the backtracking `RegExp`: a hostile pattern such as
 * `(a+)+$` would otherwise stall the single-threaded devnet. RE2 has no backreferences or lookarounds;
 * such patterns are refused like any invalid one.
 */
function regexPredicate(pattern: unknown, options: unknown): Predicate {
  if (typeof pattern !== 'string') throw new QueryError('$regex has to be a string');
  if (pattern.length > MAX_REGEX_PATTERN_LENGTH) {
    throw new QueryError(`$regex is longer than ${MAX_REGEX_PATTERN_LENGTH} characters`);
  }
  if (options !== undefined && (typeof options !== 'string' || !/^[imsx]*$/.test(options))) {
    throw new QueryError('invalid $options');
  }
  const flags = [...(options ?? '')].reduce((mask, option) => mask | REGEX_OPTION_FLAGS[option], 0);
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(pattern, flags);
  } catch {
    throw new QueryError('invalid $regex');
  }
  return (c) => typeof c === 'string' && regex.matcher(c.slice(0, MAX_REGEX_SUBJECT_LENGTH)).find();
}
