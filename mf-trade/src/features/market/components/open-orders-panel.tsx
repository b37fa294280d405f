import { Typography } from '@tdx/ui';
import { useMarketBroadcast } from '../hooks/use-market-broadcast';
import { broadcastBody, cancelActions } from '../model/payloads';
import type { OpenOrder } from '../model/types';
import { OpenOrdersTable } from './open-orders-table';

export interface OpenOrdersPanelProps {
  account: string;
  symbol: string;
  precision: number;
  orders?: OpenOrder[];
  failed: boolean;
  /** After a confirmed cancel: refresh books, balances and orders. */
  onCancelled: () => void;
}

/** The signed-in user's open orders with cancel (one or many in one broadcast); loaded only for a signed-in user. */
export default function OpenOrdersPanel({ account, symbol, precision, orders, failed, onCancelled }: OpenOrdersPanelProps) {
  const cancelBroadcast = useMarketBroadcast('market-cancel');
  const cancel = async (chosen: OpenOrder[]) => {
    const outcome = await cancelBroadcast.send(account, broadcastBody(cancelActions(chosen)), chosen.length === 1 ? 'Cancel Order' : 'Cancel Orders');
    if (outcome.status === 'confirmed') onCancelled();
    return outcome.status === 'confirmed';
  };
  return (
    <>
      <OpenOrdersTable symbol={symbol} precision={precision} orders={orders} failed={failed} busy={cancelBroadcast.busy} onCancel={cancel} />
      {cancelBroadcast.error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {cancelBroadcast.error}
        </Typography>
      )}
    </>
  );
}
