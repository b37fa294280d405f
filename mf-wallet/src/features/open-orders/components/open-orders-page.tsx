import { useBroadcast, useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { useState } from 'react';
import { openOrdersQuery } from '../api/get-open-orders';
import { cancelActions, type OpenOrder } from '../utils/open-order';
import { OpenOrdersTable } from './open-orders-table';

export const ORDERS_FAILED_TEXT = 'Open orders could not be loaded. The sidechain nodes did not answer.';
/** resourcemanager: market actions after the first in a block burn 0.001 BEED each (reference §1.2). */
export const BULK_FEE_NOTE = 'Cancelling several orders at once costs 0.001 BEED for each order after the first.';

function cancelRequest(orders: OpenOrder[]) {
  const single = orders.length === 1;
  return {
    actions: cancelActions(orders),
    displayName: single ? `Cancel ${orders[0].side} order (${orders[0].symbol})` : `Cancel ${orders.length} orders`,
    successMessage: single ? 'Order cancelled' : `${orders.length} orders cancelled`,
    name: 'cancel-orders',
  };
}

function OrdersSection({ account }: { account: string }) {
  const state = useData(openOrdersQuery, account);
  const action = useBroadcast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  if (state.failed) {
    return (
      <Alert severity="error" action={<Button onClick={state.reload}>Retry</Button>}>
        {ORDERS_FAILED_TEXT}
      </Alert>
    );
  }
  if (!state.data) return <Skeleton variant="rectangular" height={160} aria-label="Loading open orders" />;

  const { orders, precisions } = state.data;
  const chosen = orders.filter((order) => selected.has(order.key));
  const toggle = (order: OpenOrder) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(order.key)) next.add(order.key);
      return next;
    });
  const cancel = async (orders: OpenOrder[]) => {
    const outcome = await action.run(cancelRequest(orders));
    if (outcome?.status === 'confirmed') setSelected((previous) => new Set([...previous].filter((key) => !orders.some((order) => order.key === key))));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" color="error" disabled={chosen.length === 0 || action.waiting} onClick={() => cancel(chosen)}>
          Cancel selected ({chosen.length})
        </Button>
        <Button disabled={action.waiting} onClick={() => setSelected(new Set(orders.map((order) => order.key)))}>
          Select all
        </Button>
        <Button disabled={selected.size === 0 || action.waiting} onClick={() => setSelected(new Set())}>
          Clear selection
        </Button>
      </Stack>
      {chosen.length > 1 && <Typography color="text.secondary">{BULK_FEE_NOTE}</Typography>}
      {action.waiting && <Alert severity="info">Waiting for Keychain and the sidechain…</Alert>}
      {action.problem && <Alert severity="error">{action.problem}</Alert>}
      <OpenOrdersTable orders={orders} precisions={precisions} selected={selected} onToggle={toggle} onCancel={cancel} busy={action.waiting} />
    </Stack>
  );
}

/** /wallet/open-orders: the user's buy and sell orders on every market; cancel one or many in one broadcast. */
export function OpenOrdersPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Open orders
      </Typography>
      {user && <OrdersSection account={user.username} />}
    </Stack>
  );
}
