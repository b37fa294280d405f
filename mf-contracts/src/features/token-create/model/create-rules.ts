import BigNumber from 'bignumber.js';
import { urlProblem } from '@tdx/token-actions';

/** What the creation form holds, as typed. */
export interface TokenDraft {
  name: string;
  symbol: string;
  precision: string;
  maxSupply: string;
  url: string;
  icon: string;
  desc: string;
}

export type DraftField = keyof TokenDraft;

export interface DraftProblem {
  field: DraftField;
  message: string;
}

export interface CreatorRights {
  account: string;
  /** One of `tokens.params.heAccounts`: may use SWAP, ETH, BSC and a "." in a symbol, and pays no fee. */
  heAccount: boolean;
}

/** The highest max supply the contract takes (`Number.MAX_SAFE_INTEGER`). */
export const MAX_SUPPLY_LIMIT = '9007199254740991';
export const MAX_NAME_LENGTH = 50;
export const MAX_METADATA_LENGTH = 1000;

/** Symbols only one account may create (the contract's list). */
export const RESERVED_SYMBOLS: Readonly<Record<string, string>> = {
  ENG: 'null',
  STEEMP: 'steem-peg',
  BTCP: 'btcpeg',
  LTCP: 'ltcp',
  DOGEP: 'dogep',
  BCHP: 'bchp',
  SMTT: 'steemmonsters',
  EM: 'steem-eng',
  EMFOUR: 'steem-eng',
  HIVEP: 'steem-tokens',
  GLINT: 'steemmonsters',
};

/** Parts of a symbol only Hive Engine's own accounts may use. */
const RESTRICTED_PARTS = ['SWAP', 'ETH', 'BSC'] as const;

export const CREATE_MESSAGES = {
  symbolEmpty: 'Enter a symbol',
  symbolFormat: 'Use 1 to 10 capital letters A–Z',
  symbolFormatHe: 'Use 1 to 10 capital letters A–Z, with at most one "." between them',
  symbolReserved: (symbol: string) => `${symbol} is reserved for another account`,
  symbolRestricted: (part: string) => `Symbols containing ${part} are reserved for Hive Engine`,
  symbolDot: 'A "." in a symbol is reserved for Hive Engine',
  nameEmpty: 'Enter a name',
  name: `Letters, digits and spaces only, at most ${MAX_NAME_LENGTH} characters`,
  precision: 'Enter a whole number from 0 to 8',
  maxSupplyEmpty: 'Enter the maximum supply',
  maxSupplyFormat: 'Enter a number: digits and at most one "."',
  maxSupplyPositive: 'The maximum supply must be greater than 0',
  maxSupplyLimit: 'The maximum supply can be at most 9,007,199,254,740,991',
  maxSupplyDecimals: (precision: number) => (precision === 0 ? 'No decimals: the precision is 0' : `At most ${precision} decimals (the precision)`),
  metadataTooLong: `Website, icon and description together are too long: at most ${MAX_METADATA_LENGTH} characters once saved`,
} as const;

/** 1–10 capital letters with at most one "." that is neither first nor last (the contract's format). */
function hasSymbolFormat(symbol: string): boolean {
  const dot = symbol.indexOf('.');
  return symbol.length <= 10 && /^[A-Z]+$/.test(symbol.replace('.', '')) && (dot === -1 || (dot > 0 && dot < symbol.length - 1));
}

/** The symbol's refusal in the contract's order (format, reserved, SWAP/ETH/BSC, "."), or null. */
export function symbolProblem(symbol: string, { account, heAccount }: CreatorRights): string | null {
  if (symbol === '') return CREATE_MESSAGES.symbolEmpty;
  if (!hasSymbolFormat(symbol)) return heAccount ? CREATE_MESSAGES.symbolFormatHe : CREATE_MESSAGES.symbolFormat;
  const reservedFor = RESERVED_SYMBOLS[symbol];
  if (reservedFor !== undefined && reservedFor !== account) return CREATE_MESSAGES.symbolReserved(symbol);
  if (heAccount) return null;
  const part = RESTRICTED_PARTS.find((restricted) => symbol.includes(restricted));
  if (part) return CREATE_MESSAGES.symbolRestricted(part);
  return symbol.includes('.') ? CREATE_MESSAGES.symbolDot : null;
}

function nameProblem(name: string): string | null {
  if (name === '') return CREATE_MESSAGES.nameEmpty;
  return name.length <= MAX_NAME_LENGTH && /^[0-9A-Za-z ]+$/.test(name) ? null : CREATE_MESSAGES.name;
}

/** The precision as the contract takes it (an integer 0–8), or null. */
export function parseCreatePrecision(text: string): number | null {
  return /^\d$/.test(text.trim()) && Number(text.trim()) <= 8 ? Number(text.trim()) : null;
}

function maxSupplyProblem(text: string, precision: number | null): string | null {
  const value = text.trim();
  if (value === '') return CREATE_MESSAGES.maxSupplyEmpty;
  if (!/^\d+(\.\d+)?$/.test(value)) return CREATE_MESSAGES.maxSupplyFormat;
  const amount = new BigNumber(value);
  if (amount.lte(0)) return CREATE_MESSAGES.maxSupplyPositive;
  if (amount.gt(MAX_SUPPLY_LIMIT)) return CREATE_MESSAGES.maxSupplyLimit;
  const allowed = precision ?? 8;
  return (amount.decimalPlaces() ?? 0) > allowed ? CREATE_MESSAGES.maxSupplyDecimals(allowed) : null;
}

/** The metadata the token gets: `{url, icon, desc}` as typed, trimmed. */
export function draftMetadata(draft: TokenDraft): { url: string; icon: string; desc: string } {
  return { url: draft.url.trim(), icon: draft.icon.trim(), desc: draft.desc.trim() };
}

/**
 * Every refusal of the draft, in the order the contract checks (symbol, name, url, precision,
 * max supply), then the metadata sent after it (icon, its length with the description).
 */
export function draftProblems(draft: TokenDraft, rights: CreatorRights): DraftProblem[] {
  const precision = parseCreatePrecision(draft.precision);
  const metadata = draftMetadata(draft);
  const found: Array<[DraftField, string | null]> = [
    ['symbol', symbolProblem(draft.symbol.trim(), rights)],
    ['name', nameProblem(draft.name.trim())],
    ['url', urlProblem(metadata.url)],
    ['precision', precision === null ? CREATE_MESSAGES.precision : null],
    ['maxSupply', maxSupplyProblem(draft.maxSupply, precision)],
    ['icon', urlProblem(metadata.icon)],
    ['desc', JSON.stringify(metadata).length > MAX_METADATA_LENGTH ? CREATE_MESSAGES.metadataTooLong : null],
  ];
  return found.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}
