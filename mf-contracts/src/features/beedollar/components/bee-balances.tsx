import type { Balance, Token } from '@tdx/contracts';
import { Box } from '@tdx/ui';
import { Alert, Skeleton, TokenIcon } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { FigureRows } from '../../../shared';
import { BEE_SYMBOL, BEED_SYMBOL } from '../model/conversion';
import { bee, beed } from '../model/conversion-text';

export const BALANCES_FAILED_TEXT = 'Your BEE and BEED balances could not be read from the sidechain nodes.';

export interface BeeBalancesProps {
  balances: { data: ReadonlyMap<string, Balance> | undefined; failed: boolean; reload: () => void };
  tokens: ReadonlyMap<string, Token> | undefined;
}

/** The signed-in account's liquid BEE and BEED. */
export function BeeBalances({ balances, tokens }: BeeBalancesProps) {
  if (balances.failed && !balances.data) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={balances.reload}>Retry</Button>}>
        {BALANCES_FAILED_TEXT}
      </Alert>
    );
  }
  if (!balances.data) return <Skeleton variant="rounded" height={64} aria-label="Loading your balances" />;
  const held = (symbol: string) => balances.data?.get(symbol)?.balance ?? '0';
  const figure = (symbol: string, text: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <TokenIcon symbol={symbol} icon={tokens?.get(symbol)?.icon} size={20} />
      {text}
    </Box>
  );
  return (
    <FigureRows
      label="Your balances"
      figures={[
        [`Your ${BEE_SYMBOL}`, figure(BEE_SYMBOL, bee(held(BEE_SYMBOL)))],
        [`Your ${BEED_SYMBOL}`, figure(BEED_SYMBOL, beed(held(BEED_SYMBOL)))],
      ]}
    />
  );
}
