import { Box, DataTable, Stack, Typography, type DataColumn } from '@tdx/ui';
import { Chip, formatNumber, formatPercent, formatTokenAmount, TokenIcon, useMediaQuery } from '@tdx/ui/extra';
import type { ComponentType, ReactNode } from 'react';
import { chainAmount, type RowActionsProps } from '../../../shared';
import type { ValuedRow } from '../model/valuation';

export interface BalancesTableProps {
  rows: readonly ValuedRow[];
  beeBalance: string;
  RowActions: ComponentType<RowActionsProps>;
  /** What the table says without rows. */
  emptyText: ReactNode;
}

const NONE = '—';
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
          {row.token.name}
        </Typography>
      </Box>
    </Stack>
  );
}

function stakeText(row: ValuedRow): string {
  if (!row.token.stakingEnabled && row.stake.available.isZero() && row.stake.pendingUnstake.isZero()) return NONE;
  const { precision } = row.token;
  return [row.stake.available, row.stake.locked, row.stake.pendingUnstake].map((value) => formatTokenAmount(value, precision)).join(' / ');
}

function delegationText(row: ValuedRow): string {
  const { delegationsIn, delegationsOut, pendingUndelegations } = row.balance;
  const values = [delegationsIn, delegationsOut, pendingUndelegations];
  if (!row.token.delegationEnabled && values.every((value) => chainAmount(value).isZero())) return NONE;
  return values.map((value) => formatTokenAmount(chainAmount(value), row.token.precision)).join(' / ');
}

function ChangeText({ row }: { row: ValuedRow }) {
  if (!row.change) return <>{NONE}</>;
  const color = row.change.isPositive() && !row.change.isZero() ? 'success.main' : row.change.isNegative() ? 'error.main' : undefined;
  return (
    <Typography component="span" variant="body2" color={color}>
      {formatPercent(row.change.toFixed())}
    </Typography>
  );
}

function columnsFor(narrow: boolean, beeBalance: string, RowActions: ComponentType<RowActionsProps>): DataColumn<ValuedRow>[] {
  const token: DataColumn<ValuedRow> = { key: 'token', header: 'Token', cell: (row) => <TokenCell row={row} /> };
  const balance: DataColumn<ValuedRow> = { key: 'balance', header: 'Balance', align: 'right', cell: (row) => formatTokenAmount(chainAmount(row.balance.balance), row.token.precision) };
  const value: DataColumn<ValuedRow> = { key: 'value', header: 'USD value', align: 'right', cell: (row) => (row.usdValue ? `$${formatNumber(row.usdValue, 2)}` : NONE) };
  const actions: DataColumn<ValuedRow> = { key: 'actions', header: 'Actions', align: 'right', cell: (row) => <RowActions row={row} beeBalance={beeBalance} /> };
  if (narrow) return [token, balance, value, actions];
  return [
    token,
    balance,
    { key: 'stake', header: 'Stake (available / locked / unstaking)', align: 'right', cell: stakeText },
    { key: 'delegations', header: 'Delegations (in / out / returning)', align: 'right', cell: delegationText },
    value,
    { key: 'change', header: '24h change', align: 'right', cell: (row) => <ChangeText row={row} /> },
    actions,
  ];
}

/** The wallet's balances, virtualised; on narrow screens only token, balance, value and actions. */
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
