import { useBroadcast } from '@tdx/data';
import { broadcastBody, cancelActions } from '../model/payloads';
import type { OpenOrder } from '../model/types';
import { BroadcastProblem } from './broadcast-problem';
import { OpenOrdersTable } from './open-orders-table';

export interface OpenOrdersPanelProps {
  symbol: string;
  precision: number;
  orders?: OpenOrder[];
  failed: boolean;
  /** After a confirmed cancel: refresh books, balances and orders. */
  onCancelled: () => void;
}

/** The signed-in user's open orders with cancel (one or many in one broadcast); loaded only for a signed-in user. */
export default function OpenOrdersPanel({ symbol, precision, orders, failed, onCancelled }: OpenOrdersPanelProps) {
  const cancelBroadcast = useBroadcast();
  const cancel = async (chosen: OpenOrder[]) => {
    const outcome = await cancelBroadcast.run({
      name: 'market-cancel',
      actions: broadcastBody(cancelActions(chosen)),
      displayName: chosen.length === 1 ? 'Cancel Order' : 'Cancel Orders',
    });
    if (outcome?.status === 'confirmed') onCancelled();
    return outcome?.status === 'confirmed';
  };
  return (
    <>
      <OpenOrdersTable symbol={symbol} precision={precision} orders={orders} failed={failed} busy={cancelBroadcast.waiting} onCancel={cancel} />
      <BroadcastProblem broadcast={cancelBroadcast} />
    </>
  );
}
