import type { Token } from '@tdx/contracts';
import { TokenPickerDialog, type TokenListState } from '@tdx/controls';
import { Stack, Typography } from '@tdx/ui';
import { useId, type ReactNode } from 'react';
import { TokenButton } from '../../../shared';
import type { Side } from '../model/deposit';
import type { PairChoice } from '../../../shared';

export interface PairPickersProps {
  choice: PairChoice;
  onChoose: (choice: PairChoice) => void;
  /** The tokens offered. */
  tokens: TokenListState<Token>;
  /** The side whose picker is open. */
  picking: Side | null;
  onPicking: (side: Side | null) => void;
  /** A chosen token's definition, for its icon. */
  tokenOf: (symbol: string) => Token | undefined;
  /** Why a side cannot be used, shown under its button (text, or text with a link). */
  problems: Partial<Record<Side, ReactNode>>;
  balances?: ReadonlyMap<string, string>;
  disabled?: boolean;
}

const LABELS: Record<Side, string> = { base: 'Base token', quote: 'Quote token' };

/** The base and quote tokens of a pool, each on a button that opens a searchable picker; picking the other side's token switches them. */
export function PairPickers({ choice, onChoose, tokens, picking, onPicking, tokenOf, problems, balances, disabled }: PairPickersProps) {
  const ids = { base: useId(), quote: useId() };
  const pick = (side: Side) => (token: Token) => {
    const other: Side = side === 'base' ? 'quote' : 'base';
    const kept = token.symbol === choice[other] ? choice[side] : choice[other];
    onChoose(side === 'base' ? { base: token.symbol, quote: kept } : { base: kept, quote: token.symbol });
  };

  const row = (side: Side) => {
    const symbol = choice[side];
    return (
    <Stack spacing={0.5} key={side}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ minWidth: 96 }}>{LABELS[side]}</Typography>
        <TokenButton
          token={symbol ? tokenOf(symbol) : undefined}
          symbol={symbol}
          label={LABELS[side]}
          onClick={() => onPicking(side)}
          disabled={disabled}
          describedBy={problems[side] ? ids[side] : undefined}
        />
      </Stack>
      {problems[side] && (
        <Typography id={ids[side]} variant="body2" color="error" role="alert">
          {problems[side]}
        </Typography>
      )}
    </Stack>
    );
  };

  return (
    <Stack spacing={1.5}>
      {row('base')}
      {row('quote')}
      {picking && (
        <TokenPickerDialog
          open
          onClose={() => onPicking(null)}
          title={`Choose the ${LABELS[picking].toLowerCase()}`}
          tokens={tokens}
          balances={balances}
          selected={choice[picking] ?? undefined}
          onPick={pick(picking)}
        />
      )}
    </Stack>
  );
}
