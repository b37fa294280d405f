import BigNumber from 'bignumber.js';
import { hiveAccountNameProblem } from '@tdx/ui/base';

/** An NFT market's settings in the `nftmarket` contract (`params` table); fees in basis points (1/100 %). */
export type MarketParams = {
  officialMarket?: string;
  agentCut?: number;
  minFee?: number;
};

/** The dialog's fields as typed: the market account, and the two shares as percentages. */
export interface MarketParamsDraft {
  officialMarket: string;
  agentCut: string;
  minFee: string;
}

export type MarketParamsField = keyof MarketParamsDraft;

export const MARKET_PARAMS_MESSAGES = {
  percent: 'Enter a percentage from 0 to 100, at most 2 decimals',
  required: 'Enter a value: once set, it can be changed but not removed',
  unchanged: 'Change at least one value',
} as const;

const percentText = (basisPoints: number | undefined) => (basisPoints === undefined ? '' : new BigNumber(basisPoints).dividedBy(100).toString());

/** The stored settings as the dialog shows them. */
export function draftOf(params: MarketParams): MarketParamsDraft {
  return { officialMarket: params.officialMarket ?? '', agentCut: percentText(params.agentCut), minFee: percentText(params.minFee) };
}

/** A percentage as the contract's basis points (0–10000, whole), or null. */
export function basisPointsOf(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const value = new BigNumber(text);
  return value.lte(100) ? value.multipliedBy(100).toNumber() : null;
}

export interface MarketParamsCheck {
  problems: Partial<Record<MarketParamsField, string>>;
  /** What `setMarketParams` sends besides the symbol: only the values that change. */
  changes: MarketParams;
}

/**
 * Checks the draft as the contract does (the market account, trimmed and lower-cased, an account
 * name — Hive's naming rules here —, each share 0–10000 basis points). A
 * field left empty is not sent; one already set cannot be emptied, since the contract only sets.
 */
export function checkMarketParams(draft: MarketParamsDraft, stored: MarketParams): MarketParamsCheck {
  const problems: MarketParamsCheck['problems'] = {};
  const changes: MarketParams = {};
  const market = draft.officialMarket.trim().toLowerCase();
  if (market === '') {
    if (stored.officialMarket !== undefined) problems.officialMarket = MARKET_PARAMS_MESSAGES.required;
  } else {
    const problem = hiveAccountNameProblem(market);
    if (problem) problems.officialMarket = problem;
    else if (market !== stored.officialMarket) changes.officialMarket = market;
  }
  for (const field of ['agentCut', 'minFee'] as const) {
    const text = draft[field].trim();
    if (text === '') {
      if (stored[field] !== undefined) problems[field] = MARKET_PARAMS_MESSAGES.required;
      continue;
    }
    const basisPoints = basisPointsOf(text);
    if (basisPoints === null) problems[field] = MARKET_PARAMS_MESSAGES.percent;
    else if (basisPoints !== stored[field]) changes[field] = basisPoints;
  }
  return { problems, changes };
}
