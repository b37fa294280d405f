import { useData } from '@tdx/data';
import { openLoginModal, useSession } from '@tdx/session';
import { Box, Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { beeBalancesQuery, beeDollarParamsQuery, beeTokensQuery, priceSourcesQuery } from '../api/beedollar-queries';
import { BEE_SYMBOL, beePriceInUsd } from '../model/conversion';
import { BeePrice } from './bee-price';
import { BeeBalances } from './bee-balances';
import { BeedExplainer } from './beed-explainer';
import { ConvertForm } from './convert-form';

export const PRICE_FAILED_TEXT = 'The BEE price could not be read from the sidechain nodes.';

/** /beedollar: what BEED is, the BEE price the conversion uses, and the BEE → BEED conversion. */
export function BeeDollarPage() {
  const { user } = useSession();
  const account = user?.username ?? null;
  const params = useData(beeDollarParamsQuery, undefined);
  const sources = useData(priceSourcesQuery, undefined);
  const tokens = useData(beeTokensQuery, undefined);
  const balances = useData(beeBalancesQuery, account);
  const failed = (params.failed && !params.data) || (sources.failed && !sources.data);
  const retry = () => {
    if (params.failed) params.reload();
    if (sources.failed) sources.reload();
  };

  const body = () => {
    if (failed) {
      return (
        <Alert severity="error" action={<Button color="inherit" onClick={retry}>Retry</Button>}>
          {PRICE_FAILED_TEXT}
        </Alert>
      );
    }
    if (!params.data || !sources.data) return <Skeleton variant="rounded" height={360} aria-label="Loading the BEE price" />;
    const price = beePriceInUsd(sources.data.beeInHive, sources.data.hiveInHbd);
    return (
      <>
        <BeePrice sources={sources.data} price={price} stale={sources.failed} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Convert BEE to BEED
            </Typography>
            {account ? (
              <BeeBalances balances={balances} tokens={tokens.data} />
            ) : (
              <Typography variant="body2">
                <Button variant="text" onClick={() => openLoginModal()} sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}>
                  Log in
                </Button>{' '}
                to see your {BEE_SYMBOL} and BEED and convert; the preview below works without it.
              </Typography>
            )}
            <ConvertForm account={account} params={params.data} price={price} beeBalance={balances.data ? (balances.data.get(BEE_SYMBOL)?.balance ?? '0') : undefined} />
          </Stack>
        </Paper>
      </>
    );
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          BEE Dollar (BEED)
        </Typography>
        <BeedExplainer feePercentage={params.data?.feePercentage} />
        {body()}
      </Stack>
    </Box>
  );
}
