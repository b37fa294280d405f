/**
 * The main API's settings answer, checked field by field before any area reads it (valibot: a few
 * hundred bytes per schema, tree-shaken). A field of the wrong type falls back to its empty value,
 * a malformed list entry is skipped, and each is logged; keys the site does not know pass through.
 * Only an answer that is not an object at all is refused: the settings then stay as they were.
 */
import type { Settings } from '@tdx/contracts';
import * as v from 'valibot';

const text = v.string();
const textOrNumber = v.union([v.string(), v.number()]);

const announcement = v.object({ id: v.pipe(textOrNumber, v.transform(String)), title: text, message: text });
const delistedToken = v.object({ symbol: text, announcementId: text });
const disabledTransfer = v.object({ symbol: text, reason: text });
const minimumWithdrawal = v.tuple([text, textOrNumber]);
const peggedCoin = v.looseObject({ name: text, symbol: text, pegged_token_symbol: text });
const evmBridge = v.looseObject({ account: text, id: text, chain_id: textOrNumber, gateway_address: text });
const solanaBridge = v.looseObject({ account: text, id: text, gateway_address: text, solana: peggedCoin });

type Schema = v.GenericSchema<unknown, unknown>;

/** How one top-level field is checked: a value (with the value used when it is malformed), or a list of entries. */
type FieldCheck = { value: Schema; fallback: unknown } | { entry: Schema; optional: boolean };

const value = (schema: Schema, fallback: unknown): FieldCheck => ({ value: schema, fallback });
const list = (entry: Schema, optional = false): FieldCheck => ({ entry, optional });

const FIELDS: Record<keyof Settings, FieldCheck> = {
  maintenance: value(v.boolean(), false),
  native_token: value(text, ''),
  sidechain_id: value(text, ''),
  sidechain_rpc: value(text, ''),
  announcements: list(announcement),
  nodes: list(text),
  deprecated_tokens: list(text),
  disabled_tokens: list(text),
  delisted_tokens: list(delistedToken, true),
  disabled_deposits: list(disabledTransfer, true),
  disabled_withdrawals: list(disabledTransfer, true),
  minimum_withdrawals: list(minimumWithdrawal, true),
  hive_pegged_account: value(v.optional(text), undefined),
  eth_bridge: value(v.optional(evmBridge), undefined),
  bsc_bridge: value(v.optional(evmBridge), undefined),
  polygon_bridge: value(v.optional(evmBridge), undefined),
  solana_bridge: value(v.optional(solanaBridge), undefined),
};

export interface CheckedSettings {
  settings: Settings;
  /** What was malformed and dropped, one line each (for the log). */
  problems: string[];
}

function checkList(name: string, raw: unknown, { entry, optional }: { entry: Schema; optional: boolean }, problems: string[]): unknown[] | undefined {
  if (raw === undefined && optional) return undefined;
  if (!Array.isArray(raw)) {
    problems.push(`${name}: expected a list, ignored`);
    return optional ? undefined : [];
  }
  return raw.flatMap((item, index) => {
    const result = v.safeParse(entry, item);
    if (result.success) return [result.output];
    problems.push(`${name}[${index}]: ${result.issues[0].message}, skipped`);
    return [];
  });
}

function checkField(name: string, raw: unknown, check: FieldCheck, problems: string[]): unknown {
  if ('entry' in check) return checkList(name, raw, check, problems);
  const result = v.safeParse(check.value, raw);
  if (result.success) return result.output;
  problems.push(`${name}: ${result.issues[0].message}, ignored`);
  return check.fallback;
}

/** The settings as the site may use them; null for an answer that is not an object. */
export function checkSettings(raw: unknown): CheckedSettings | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const problems: string[] = [];
  const answer = raw as Record<string, unknown>;
  const checked = Object.entries(FIELDS).map(([name, check]) => [name, checkField(name, answer[name], check, problems)] as const);
  const known = new Set(Object.keys(FIELDS));
  const others = Object.entries(answer).filter(([name]) => !known.has(name));
  return { settings: Object.fromEntries([...others, ...checked.filter(([, value]) => value !== undefined)]) as unknown as Settings, problems };
}
