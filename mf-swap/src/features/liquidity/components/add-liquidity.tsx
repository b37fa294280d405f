import type { Token } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { Stack } from '@tdx/ui';
import { useMemo, useState } from 'react';
import { balancesQuery, findPool, liquidityHref, liquidityPositionsQuery, pairSymbols, type PoolRow } from '../../../shared';
import type { Side } from '../model/deposit';
import { SAME_TOKEN_TEXT } from '../model/new-pool';
import type { PairChoice } from '../../../shared';
import { usePairChoice } from '../model/use-pair-choice';
import { DepositForm } from './deposit-form';
import { PairPickers } from './pair-pickers';

export interface AddLiquidityProps {
  account: string | null;
  pools: readonly PoolRow[];
  tokens: ReadonlyMap<string, Token>;
}

const noReload = () => undefined;

/** Add liquidity: the pool from two token pickers (or `?pair=`), then the deposit form of that pool. */
export function AddLiquidity({ account, pools, tokens }: AddLiquidityProps) {
  const [choice, choose] = usePairChoice();
  const [picking, setPicking] = useState<Side | null>(null);
  const balances = useData(balancesQuery, account);
  const positions = useData(liquidityPositionsQuery, account);
  const list = useMemo(() => ({ data: [...tokens.values()], failed: false, reload: noReload }), [tokens]);
  const held = useMemo(() => (balances.data ? new Map([...balances.data].map(([symbol, row]) => [symbol, row.balance])) : undefined), [balances.data]);
  const pool = choice.base && choice.quote ? findPool(pools, choice.base, choice.quote) : undefined;
  // The pool's own orientation, whichever way round the tokens were picked.
  const [base, quote] = pool ? pairSymbols(pool.tokenPair) : [choice.base, choice.quote];
  const baseToken = base ? tokens.get(base) : undefined;
  const quoteToken = quote ? tokens.get(quote) : undefined;

  const onChoose = (next: PairChoice) => {
    const found = next.base && next.quote ? findPool(pools, next.base, next.quote) : undefined;
    const [poolBase, poolQuote] = found ? pairSymbols(found.tokenPair) : [next.base, next.quote];
    choose({ base: poolBase, quote: poolQuote });
  };

  const quoteProblem = () => {
    if (!choice.base || !choice.quote || pool) return undefined;
    if (choice.base === choice.quote) return SAME_TOKEN_TEXT;
    return (
      <>
        No pool of {choice.base} and {choice.quote} yet. <Link to={liquidityHref('create', `${choice.base}:${choice.quote}`)}>Create it</Link>
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <PairPickers
        choice={{ base, quote }}
        onChoose={onChoose}
        tokens={list}
        picking={picking}
        onPicking={setPicking}
        tokenOf={(symbol) => tokens.get(symbol)}
        problems={{ quote: quoteProblem() }}
        balances={held}
      />
      {pool && baseToken && quoteToken && (
        <DepositForm
          key={pool.tokenPair}
          account={account}
          pool={pool}
          base={baseToken}
          quote={quoteToken}
          balances={balances.data}
          position={positions.data?.get(pool.tokenPair)}
        />
      )}
    </Stack>
  );
}
