import { useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatNumber, Paper } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { useRef, type ComponentType } from 'react';
import { useWalletData, type RowActionsProps } from '../../../shared';
import { NO_ROW_FILTER } from '../model/filters';
import { usePreferences } from '../model/use-preferences';
import { useValuedRows } from '../model/use-valued-rows';
import { BalanceFilters } from './balance-filters';
import { BalancesTable } from './balances-table';
import { EmptyBalances, FilterNotice } from './filter-notice';

/** The token that pays the issuer fees. */
const FEE_SYMBOL = 'BEE';

export interface BalancesPageProps {
  /** The menu of actions of one row (the token-actions feature). */
  RowActions: ComponentType<RowActionsProps>;
  /** Wallet-wide buttons beside the total (e.g. deposit and withdraw). */
  Toolbar?: ComponentType;
}

function AccountBalances({ account, RowActions, Toolbar }: BalancesPageProps & { account: string }) {
  const { settings, hivePrice } = useSettings();
  const wallet = useWalletData(account);
  const [preferences, setPreferences] = usePreferences(account);
  const { all, shown, total } = useValuedRows(wallet.data, settings, hivePrice, preferences);
  const beeBalance = all.find((row) => row.symbol === FEE_SYMBOL)?.balance.balance ?? '0';
  const searchField = useRef<HTMLInputElement>(null);
  // The button pressed goes away with the filter: the keyboard's focus moves to the search field.
  const clearFilters = () => {
    setPreferences(NO_ROW_FILTER);
    searchField.current?.focus();
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          Wallet of <span data-testid="wallet-username">{account}</span>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography data-testid="wallet-total">
            Estimated value: {wallet.data && hivePrice !== null ? `$${formatNumber(total, 2)}` : '—'}
          </Typography>
          <Button size="small" onClick={wallet.reload} disabled={wallet.loading}>
            Refresh
          </Button>
          {Toolbar && <Toolbar />}
        </Stack>
      </Stack>
      {hivePrice === null && wallet.data && <Alert severity="info">USD values appear once the HIVE price is known.</Alert>}
      {wallet.failed && (
        <Alert severity="error" action={<Button onClick={wallet.reload}>Retry</Button>}>
          Balances could not be loaded from the sidechain nodes.
        </Alert>
      )}
      <BalanceFilters preferences={preferences} onChange={setPreferences} searchRef={searchField} />
      {wallet.data ? (
        <>
          <FilterNotice shown={shown.length} total={all.length} onClear={clearFilters} />
          <Paper variant="outlined">
            <BalancesTable rows={shown} beeBalance={beeBalance} RowActions={RowActions} emptyText={<EmptyBalances total={all.length} onClear={clearFilters} />} />
          </Paper>
        </>
      ) : (
        wallet.loading && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>Loading balances…</Typography>
          </Stack>
        )
      )}
    </Stack>
  );
}

/** /wallet: the signed-in account's balances with their actions (the shell guards the login). */
export function BalancesPage(props: BalancesPageProps) {
  const { user } = useSession();
  if (!user) return null;
  return <AccountBalances key={user.username} account={user.username} {...props} />;
}
