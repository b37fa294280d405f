import { DataTable, Stack, type DataColumn } from '@tdx/ui';
import { CHAIN_EXPLORERS, CHAIN_NAMES, ExternalLink, tokenContractUrl } from '../../../shared';
import type { BridgedTokenRow, DirectionState } from '../model/bridged-token-rows';
import { CopyButton } from './copy-button';

const ROW_HEIGHT = 48;

const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);
const stateText = (state: DirectionState) => (state.enabled ? 'Enabled' : `Disabled${state.reason ? `: ${state.reason}` : ''}`);

function ContractCell({ row }: { row: BridgedTokenRow }) {
  if (!row.contract) return <>Native coin</>;
  const explorer = CHAIN_EXPLORERS[row.chain].name;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ExternalLink href={tokenContractUrl(row.chain, row.contract)} label={`The ${row.symbol} contract ${row.contract} on ${explorer}`}>
        <span style={{ fontFamily: 'monospace' }}>{shortAddress(row.contract)}</span>
      </ExternalLink>
      <CopyButton value={row.contract} label={`Copy the ${row.symbol} contract address`} />
    </Stack>
  );
}

const COLUMNS: DataColumn<BridgedTokenRow>[] = [
  { key: 'symbol', header: 'Hive Engine token', cell: (row) => row.symbol },
  { key: 'coin', header: 'Coin', cell: (row) => row.coin },
  { key: 'chain', header: 'Chain', cell: (row) => CHAIN_NAMES[row.chain] },
  { key: 'contract', header: 'Contract', cell: (row) => <ContractCell row={row} /> },
  { key: 'decimals', header: 'Decimals', align: 'right', cell: (row) => row.chainDecimals ?? '—' },
  { key: 'deposit', header: 'Deposits', cell: (row) => stateText(row.deposit) },
  { key: 'withdraw', header: 'Withdrawals', cell: (row) => stateText(row.withdraw) },
  { key: 'fee', header: 'Withdrawal fee', cell: (row) => row.fee },
  { key: 'minimum', header: 'Minimum withdrawal', align: 'right', cell: (row) => (row.minimum ? `${row.minimum} ${row.symbol}` : 'None') },
];

/** The bridged tokens, all rows shown (the list is short: the page scrolls, not the table). */
export function BridgedTokensTable({ label, rows }: { label: string; rows: readonly BridgedTokenRow[] }) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.chain}:${row.symbol}`}
      rowHeight={ROW_HEIGHT}
      maxHeight={(rows.length + 1) * ROW_HEIGHT + 2}
      emptyText="The bridges list no tokens."
    />
  );
}
