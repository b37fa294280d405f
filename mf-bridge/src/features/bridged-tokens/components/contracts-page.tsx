import type { EvmNetwork } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { useSettings } from '@tdx/settings';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { CHAIN_NAMES } from '../../../shared';
import { converterCoinsQuery, evmChainTokensQuery } from '../api/bridged-tokens-queries';
import { converterRows, evmRows, nativeCoinOf, type BridgedTokenRow } from '../model/bridged-token-rows';
import { BridgedTokensTable } from './bridged-tokens-table';

/** One bridge's rows: null while read, or why they are missing. */
interface BridgeRows {
  name: string;
  rows: BridgedTokenRow[] | null;
  loading: boolean;
  failure: string;
}

function useConverterRows(): BridgeRows {
  const { settings } = useSettings();
  const coins = useData(converterCoinsQuery, undefined);
  return {
    name: 'the converter',
    rows: coins.data ? converterRows(coins.data, settings) : null,
    loading: coins.loading,
    failure: "The bridge service did not answer, so the converter's coins cannot be shown right now. Try again in a moment.",
  };
}

function useEvmRows(network: EvmNetwork): BridgeRows {
  const { settings } = useSettings();
  const native = nativeCoinOf(settings?.[`${network}_bridge`]);
  const tokens = useData(evmChainTokensQuery, { network, nativeSymbol: native?.pegged_token_symbol ?? null });
  return {
    name: `the ${CHAIN_NAMES[network]} bridge`,
    rows: tokens.data ? evmRows(network, tokens.data.tokens, tokens.data.fees, settings, native) : null,
    loading: tokens.loading,
    failure: `The ${CHAIN_NAMES[network]} bridge did not answer, so its tokens cannot be shown right now. Try again in a moment.`,
  };
}

/** /bridge/contracts: every token the bridges carry, with its contract, decimals, open directions, fees and minimums. */
export function ContractsPage() {
  // One read per bridge, so a bridge down leaves the others listed.
  const bridges = [useConverterRows(), useEvmRows('eth'), useEvmRows('bsc'), useEvmRows('polygon')];
  const rows = bridges.flatMap((bridge) => bridge.rows ?? []);
  const reading = bridges.filter((bridge) => !bridge.rows && bridge.loading);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Bridged tokens
      </Typography>
      <Typography color="text.secondary">
        Every token that moves between Hive Engine and another chain: check a contract address here before you send tokens to a bridge.
      </Typography>
      {bridges
        .filter((bridge) => !bridge.rows && !bridge.loading)
        .map((bridge) => (
          <Alert key={bridge.name} severity="error">
            {bridge.failure}
          </Alert>
        ))}
      {rows.length > 0 ? (
        <Paper variant="outlined">
          <BridgedTokensTable label="Bridged tokens" rows={rows} />
        </Paper>
      ) : (
        reading.length > 0 && <Skeleton variant="rectangular" height={240} aria-label="Loading the bridged tokens" />
      )}
      {rows.length > 0 && reading.length > 0 && (
        <Typography color="text.secondary" role="status">
          Reading {reading.map((bridge) => bridge.name).join(', ')}…
        </Typography>
      )}
    </Stack>
  );
}
