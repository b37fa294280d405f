import type { Announcement } from '@tdx/contracts';
import { isValidSidechainId } from '@tdx/settings';
import { safeHttpUrl } from '@tdx/ui';
import type { SettingsDraft } from './draft';

/** The tokens contract's symbol rule: what the chain accepts when a token is created. */
const TOKEN_SYMBOL = /^(?=.{1,10}$)[A-Z]+(\.[A-Z]+)?$/;

export const SYMBOL_RULE_MESSAGE = 'Use 1–10 upper-case letters A–Z, with at most one "." that is neither first nor last';
export const NODE_ADDRESS_MESSAGE = 'Enter a full http:// or https:// address, e.g. https://api.example.com/rpc';
export const SIDECHAIN_ID_MESSAGE = 'The sidechain id starts with "ssc-", e.g. ssc-mainnet-hive';
export const NO_NODES_MESSAGE = 'Keep at least one node';
export const TITLE_MAX = 200;
export const MESSAGE_MAX = 5000;
export const ANNOUNCEMENTS_MAX = 50;

/** Why `symbol` cannot go into a token list that already holds `listed`, or null when it can. */
export function symbolProblem(symbol: string, listed: readonly string[]): string | null {
  if (symbol === '') return 'Enter a token symbol';
  if (!TOKEN_SYMBOL.test(symbol)) return SYMBOL_RULE_MESSAGE;
  return listed.includes(symbol) ? `${symbol} is already in the list` : null;
}

/** Node addresses: absolute http(s) URLs without credentials, typed without surrounding spaces. */
export function nodeAddressProblem(address: string): string | null {
  if (address === '') return 'Enter a node address';
  return address.trim() === address && safeHttpUrl(address) ? null : NODE_ADDRESS_MESSAGE;
}

/** As `nodeAddressProblem`, and not already listed. */
export function newNodeProblem(address: string, listed: readonly string[]): string | null {
  return nodeAddressProblem(address) ?? (listed.includes(address) ? 'This node is already in the list' : null);
}

export function sidechainIdProblem(id: string): string | null {
  return isValidSidechainId(id) && /^ssc-\S+$/.test(id) ? null : SIDECHAIN_ID_MESSAGE;
}

export interface AnnouncementProblems {
  title?: string;
  message?: string;
}

export function announcementProblems({ title, message }: Pick<Announcement, 'title' | 'message'>): AnnouncementProblems {
  const problems: AnnouncementProblems = {};
  if (title.trim() === '') problems.title = 'Enter a title';
  else if (title.length > TITLE_MAX) problems.title = `At most ${TITLE_MAX} characters (now ${title.length})`;
  if (message.trim() === '') problems.message = 'Enter a message';
  else if (message.length > MESSAGE_MAX) problems.message = `At most ${MESSAGE_MAX} characters (now ${message.length})`;
  return problems;
}

export const hasProblems = (problems: object): boolean => Object.values(problems).some(Boolean);

export type DraftProblems = Partial<Record<keyof SettingsDraft, string>>;

function firstProblem(items: readonly string[], problem: (item: string) => string | null): string | undefined {
  for (const item of items) {
    const found = problem(item);
    if (found) return `${item}: ${found}`;
  }
  return undefined;
}

/**
 * Every problem of the whole form, by field. Lists are checked again here, not only when an item is
 * added: saved settings may already hold a value the API would refuse.
 */
export function draftProblems(draft: SettingsDraft): DraftProblems {
  const problems: DraftProblems = {
    nodes: draft.nodes.length === 0 ? NO_NODES_MESSAGE : firstProblem(draft.nodes, nodeAddressProblem),
    sidechain_rpc: nodeAddressProblem(draft.sidechain_rpc) ?? undefined,
    sidechain_id: sidechainIdProblem(draft.sidechain_id) ?? undefined,
    deprecated_tokens: firstProblem(draft.deprecated_tokens, (symbol) => symbolProblem(symbol, [])),
    disabled_tokens: firstProblem(draft.disabled_tokens, (symbol) => symbolProblem(symbol, [])),
    announcements:
      draft.announcements.length > ANNOUNCEMENTS_MAX
        ? `At most ${ANNOUNCEMENTS_MAX} announcements`
        : draft.announcements.some((announcement) => hasProblems(announcementProblems(announcement)))
          ? 'Every announcement needs a title and a message'
          : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as DraftProblems;
}
