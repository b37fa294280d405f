import BigNumber from 'bignumber.js';
import { useData } from '@tdx/data';
import { useState } from 'react';
import { nftParamsQuery, type NftProperty } from '../../../shared';
import { heldTokensQuery, type ManagedNft } from '../api/manage-queries';
import { parseLockedTokens } from './locked-tokens';
import { issuanceFee, MANAGE_MESSAGES, propertyValueOf, propertyValueProblem } from './manage-rules';
import type { InstanceToIssue, PropertyValue } from './nft-actions';

export const ISSUE_MESSAGES = {
  unreadable: 'The issuance fees or your balances could not be read from the sidechain. Close and try again in a moment.',
  feeShort: (fee: string, symbol: string, held: string) => `The fee is ${fee} ${symbol}; you have ${held} ${symbol}`,
} as const;

export interface InstanceDraft {
  feeSymbols: string[];
  feeSymbol: string;
  setFeeSymbol: (symbol: string) => void;
  /** The whole fee for `count` instances, in `feeSymbol`, null while read. */
  fee: BigNumber | null;
  feeBalance: string;
  values: Readonly<Record<string, string>>;
  setValue: (name: string, value: string) => void;
  valueProblem: (property: NftProperty) => string | null;
  locked: string;
  setLocked: (text: string) => void;
  lockedProblem: string | null;
  /** The fee cannot be paid or a read failed (shown beside the button). */
  blocker: string | null;
  busy: boolean;
  /** Every field as the contract would take it. */
  valid: boolean;
  /** The payload of one instance to this recipient. */
  instanceFor: (to: string, toType: 'user' | 'contract') => InstanceToIssue;
}

/** The fields every issued instance shares: fee token, property values (typed per definition) and locked tokens, for `count` instances. */
export function useInstanceDraft(nft: ManagedNft, account: string, count: number): InstanceDraft {
  const params = useData(nftParamsQuery, undefined);
  const held = useData(heldTokensQuery, account);
  const fees = params.data?.nftIssuanceFee ?? {};
  const feeSymbols = Object.keys(fees);
  const [chosen, setFeeSymbol] = useState('');
  const feeSymbol = chosen || (feeSymbols.includes('BEE') ? 'BEE' : (feeSymbols[0] ?? ''));
  const [values, setValues] = useState<Record<string, string>>({});
  const [locked, setLocked] = useState('');
  const tokens = held.data ?? {};
  const base = Object.prototype.hasOwnProperty.call(fees, feeSymbol) ? fees[feeSymbol] : undefined;
  const fee = base !== undefined && new BigNumber(base).isFinite() ? issuanceFee(base, nft.properties.length, count) : null;
  const feeBalance = tokens[feeSymbol]?.balance ?? '0';
  const lock = parseLockedTokens(locked, tokens, count, { symbol: feeSymbol, amount: fee ?? new BigNumber(0) });

  const valueProblem = (property: NftProperty): string | null => {
    const text = values[property.name] ?? '';
    if (text === '') return null;
    return propertyValueProblem(property.type, text) ?? (property.editingAccounts.includes(account) ? null : MANAGE_MESSAGES.notEditor);
  };
  const unreadable = (params.failed && params.data === undefined) || (held.failed && held.data === undefined) || (params.data !== undefined && fee === null);
  const busy = !unreadable && (params.data === undefined || held.data === undefined);
  const feeShort = fee !== null && held.data !== undefined && fee.gt(feeBalance) ? ISSUE_MESSAGES.feeShort(fee.toFormat(), feeSymbol, new BigNumber(feeBalance).toFormat()) : null;
  const blocker = unreadable ? ISSUE_MESSAGES.unreadable : feeShort;

  const instanceFor = (to: string, toType: 'user' | 'contract'): InstanceToIssue => {
    const properties: Record<string, PropertyValue> = {};
    for (const property of nft.properties) {
      const text = values[property.name] ?? '';
      if (text !== '') properties[property.name] = propertyValueOf(property.type, text);
    }
    return {
      symbol: nft.symbol,
      to,
      toType,
      feeSymbol,
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
      ...(Object.keys(lock.basket).length > 0 ? { lockTokens: lock.basket } : {}),
    };
  };

  return {
    feeSymbols,
    feeSymbol,
    setFeeSymbol,
    fee,
    feeBalance,
    values,
    setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    valueProblem,
    locked,
    setLocked,
    lockedProblem: lock.problem,
    blocker,
    busy,
    valid: !busy && blocker === null && lock.problem === null && nft.properties.every((property) => valueProblem(property) === null),
    instanceFor,
  };
}
