import { displayText, type BridgeTransfer } from '@tdx/contracts';
import { Alert, AlertTitle } from '@tdx/ui/extra';
import { ChainText } from '@tdx/ui/base';
import { awaitingCoins, bridgeAmount, isWaitingForConfirmations, statusText, transferRoute } from '../../../shared';

/** Where the transfer stands, in one sentence: arrived, failed and why, waiting for confirmations, or on its way. */
export function TransferSummary({ transfer }: { transfer: BridgeTransfer }) {
  const { source, destination } = transferRoute(transfer);
  const arriving = `${bridgeAmount(transfer.received)} ${transfer.direction === 'deposit' ? transfer.symbol : transfer.coin}`;
  if (transfer.status === 'confirmed') {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Confirmed</AlertTitle>
        {arriving} arrived on {destination}.
      </Alert>
    );
  }
  if (transfer.status === 'failed') {
    return (
      <Alert severity="error" role="status">
        <AlertTitle>Failed</AlertTitle>
        {transfer.failure ? <ChainText>{displayText(transfer.failure.reason)}</ChainText> : 'The bridge gave no reason.'}
      </Alert>
    );
  }
  if (isWaitingForConfirmations(transfer)) {
    const chain = transfer.direction === 'deposit' ? source : destination;
    return (
      <Alert severity="info" role="status">
        <AlertTitle>
          Waiting for confirmations ({transfer.confirmations} of {transfer.requiredConfirmations})
        </AlertTitle>
        {chain} has confirmed the transaction {transfer.confirmations} of the {transfer.requiredConfirmations} times the bridge waits for. This page refreshes by itself.
      </Alert>
    );
  }
  if (awaitingCoins(transfer)) {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>Waiting for your {transfer.coin}</AlertTitle>
        Send {transfer.coin} to the deposit address{transfer.address === null ? ' (the account and memo the form gave)' : ''}: this page follows it from there and refreshes by itself.
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{statusText(transfer)}</AlertTitle>
      On its way: {arriving} to {destination}. This page refreshes by itself.
    </Alert>
  );
}
