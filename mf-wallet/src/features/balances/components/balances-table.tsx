import { Box, ChainText, DataTable, Stack, Typography, type DataColumn } from '@tdx/ui';
import { Chip, formatTokenAmount, TokenIcon, useMediaQuery } from '@tdx/ui/extra';
import type { ComponentType, ReactNode } from 'react';
import { chainAmount, type RowActionsProps } from '../../../shared';
import type { ValuedRow } from '../model/valuation';
import { AmountLines, type AmountLine } from './amount-lines';
import { ValueCell } from './value-cell';

export interface BalancesTableProps {
  rows: readonly ValuedRow[];
  beeBalance: string;
  RowActions: ComponentType<RowActionsProps>;
  /** What the table says without rows. */
  emptyText: ReactNode;
}

/** The token cell: icon beside the symbol line (with its chip) over the name line. */
const ROW_HEIGHT = 56;

function TokenCell({ row }: { row: ValuedRow }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="balance-row" data-symbol={row.symbol}>
      <TokenIcon symbol={row.symbol} icon={row.token.icon} size={24} />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.symbol}
          </Typography>
          {row.deprecated && <Chip label="Deprecated" size="small" color="warning" />}
        </Stack>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', maxWidth: 180 }}>
          <ChainText>{row.token.name}</ChainText>
        </Typography>
      </Box>
    </Stack>
  );
}

function stakeLines({ stake }: ValuedRow): AmountLine[] {
  return [
    { label: 'staked', amount: stake.available },
    { label: 'locked', amount: stake.locked },
    { label: 'unstaking', amount: stake.pendingUnstake },
  ];
}

function delegationLines({ balance }: ValuedRow): AmountLine[] {
  return [
    { label: 'in', amount: chainAmount(balance.delegationsIn) },
    { label: 'out', amount: chainAmount(balance.delegationsOut) },
    { label: 'returning', amount: chainAmount(balance.pendingUndelegations) },
  ];
}

function columnsFor(narrow: boolean, beeBalance: string, RowActions: ComponentType<RowActionsProps>): DataColumn<ValuedRow>[] {
  const token: DataColumn<ValuedRow> = { key: 'token', header: 'Token', cell: (row) => <TokenCell row={row} /> };
  const balance: DataColumn<ValuedRow> = { key: 'balance', header: 'Balance', align: 'right', cell: (row) => formatTokenAmount(chainAmount(row.balance.balance), row.token.precision) };
  const value: DataColumn<ValuedRow> = { key: 'value', header: 'USD value', align: 'right', cell: (row) => <ValueCell row={row} /> };
  const actions: DataColumn<ValuedRow> = { key: 'actions', header: 'Actions', align: 'right', cell: (row) => <RowActions row={row} beeBalance={beeBalance} /> };
  if (narrow) return [token, balance, value, actions];
  return [
    token,
    balance,
    {
      key: 'stake',
      header: 'Stake',
      align: 'right',
      cell: (row) => <AmountLines lines={stakeLines(row)} precision={row.token.precision} enabled={row.token.stakingEnabled === true} />,
    },
    {
      key: 'delegations',
      header: 'Delegations',
      align: 'right',
      cell: (row) => <AmountLines lines={delegationLines(row)} precision={row.token.precision} enabled={row.token.delegationEnabled === true} />,
    },
    value,
    actions,
  ];
}

/**
 * The wallet's balances, virtualised. Stake and delegations are stacked labelled lines in short
 * and the 24 h change sits under the value, so a row fits a 1280 px screen; below 720 px only
 * token, balance, value and actions.
 */
export function BalancesTable({ rows, beeBalance, RowActions, emptyText }: BalancesTableProps) {
  const narrow = useMediaQuery('(max-width:720px)');
  return (
    <DataTable
      label="Token balances"
      columns={columnsFor(narrow, beeBalance, RowActions)}
      rows={rows}
      rowKey={(row) => row.symbol}
      emptyText={emptyText}
      maxHeight={640}
      rowHeight={ROW_HEIGHT}
    />
  );
}
