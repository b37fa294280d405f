import type { EvmNetwork } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { useSettings } from '@tdx/settings';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { CHAIN_NAMES } from '../../../shared';
import { converterCoinsQuery, evmChainTokensQuery } from '../api/bridged-tokens-queries';
import { converterRows, evmRows, nativeCoinOf, type BridgedTokenRow } from '../model/bridged-token-rows';
import { BridgedTokensTable } from './bridged-tokens-table';

const EVM_NETWORKS: readonly EvmNetwork[] = ['eth', 'bsc', 'polygon'];

function BridgeSection({ title, rows, loading, failure }: { title: string; rows: BridgedTokenRow[] | null; loading: boolean; failure: string }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {rows ? (
        <Paper variant="outlined">
          <BridgedTokensTable label={`${title} tokens`} rows={rows} />
        </Paper>
      ) : loading ? (
        <Skeleton variant="rectangular" height={120} aria-label={`Loading ${title}`} />
      ) : (
        <Alert severity="error">{failure}</Alert>
      )}
    </Stack>
  );
}

function ConverterSection() {
  const { settings } = useSettings();
  const coins = useData(converterCoinsQuery, undefined);
  return (
    <BridgeSection
      title="Converter (Bitcoin, Litecoin, Dogecoin, Bitcoin Cash, EOS)"
      rows={coins.data ? converterRows(coins.data, settings) : null}
      loading={coins.loading}
      failure="The bridge service did not answer, so the converter's coins cannot be shown right now. Try again in a moment."
    />
  );
}

function EvmSection({ network }: { network: EvmNetwork }) {
  const { settings } = useSettings();
  const native = nativeCoinOf(settings?.[`${network}_bridge`]);
  const tokens = useData(evmChainTokensQuery, { network, nativeSymbol: native?.pegged_token_symbol ?? null });
  return (
    <BridgeSection
      title={`${CHAIN_NAMES[network]} bridge`}
      rows={tokens.data ? evmRows(network, tokens.data.tokens, tokens.data.fees, settings, native) : null}
      loading={tokens.loading}
      failure={`The ${CHAIN_NAMES[network]} bridge did not answer, so its tokens cannot be shown right now. Try again in a moment.`}
    />
  );
}

/** /bridge/contracts: every token the bridges carry, with its contract, decimals, open directions, fees and minimums. */
export function ContractsPage() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1">
          Bridged tokens
        </Typography>
        <Typography color="text.secondary">
          Every token that moves between Hive Engine and another chain: check a contract address here before you send tokens to a bridge.
        </Typography>
      </Stack>
      <ConverterSection />
      {EVM_NETWORKS.map((network) => (
        <EvmSection key={network} network={network} />
      ))}
    </Stack>
  );
}
