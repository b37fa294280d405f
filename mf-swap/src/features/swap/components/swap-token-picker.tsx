import type { Balance, Token } from '@tdx/contracts';
import { TokenPickerDialog } from '@tdx/controls';
import { useMemo } from 'react';
import type { PoolRow } from '../../../shared';
import { swappableSymbols } from '../model/route';

export interface SwapTokenPickerProps {
  open: boolean;
  side: string;
  tokens: ReadonlyMap<string, Token>;
  pools: readonly PoolRow[];
  balances: ReadonlyMap<string, Balance> | undefined;
  selected: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

const noop = () => undefined;

/** The tokens that have a pool with liquidity, those the user holds first, with their balances. */
export function SwapTokenPicker({ open, side, tokens, pools, balances, selected, onPick, onClose }: SwapTokenPickerProps) {
  const list = useMemo(() => swappableSymbols(pools).flatMap((symbol) => tokens.get(symbol) ?? []), [pools, tokens]);
  const held = useMemo(() => (balances ? new Map([...balances].map(([symbol, row]) => [symbol, row.balance])) : undefined), [balances]);
  return (
    <TokenPickerDialog
      open={open}
      onClose={onClose}
      title={side}
      tokens={{ data: list, failed: false, reload: noop }}
      balances={held}
      selected={selected}
      onPick={(token) => onPick(token.symbol)}
      listLabel="Tokens with a pool"
      noMatchText={(search) => `No pooled token matches “${search}”.`}
    />
  );
}
