import { displayText, type BridgeTransfer } from '@tdx/contracts';
import { runtimeConfig } from '@tdx/settings';
import { Box, ChainText, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';
import { awaitingCoins, bridgeAmount, CHAIN_NAMES, chainTransactionUrl, DIRECTION_NAMES, ExternalLink, hiveEngineTransactionUrl, transferRoute } from '../../../shared';

function TransactionLink({ onHiveEngine, transfer, txId, what }: { onHiveEngine: boolean; transfer: BridgeTransfer; txId: string | null; what: string }) {
  if (!txId) return <>Not yet</>;
  const href = onHiveEngine ? hiveEngineTransactionUrl(runtimeConfig().explorerUrl, txId) : chainTransactionUrl(transfer.chain, txId);
  return (
    <ExternalLink href={href} label={`${what} in the block explorer`}>
      <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {txId}
      </Box>
    </ExternalLink>
  );
}

/** Accounts, amounts and both transactions, each linked to its chain's explorer. */
export function TransferDetails({ transfer }: { transfer: BridgeTransfer }) {
  const { source, destination } = transferRoute(transfer);
  const deposit = transfer.direction === 'deposit';
  const amount = (value: string, unit: string) => (awaitingCoins(transfer) ? 'Known once the coins arrive' : `${bridgeAmount(value)} ${unit}`);
  const rows: [string, ReactNode][] = [
    ['Account', transfer.account],
    ['Direction', `${DIRECTION_NAMES[transfer.direction]} (${source} → ${destination})`],
    ['Chain', CHAIN_NAMES[transfer.chain]],
    ['Coin', deposit ? `${transfer.coin} → ${transfer.symbol}` : `${transfer.symbol} → ${transfer.coin}`],
    ['Amount', amount(transfer.amount, deposit ? transfer.coin : transfer.symbol)],
    ['Fee', amount(transfer.fee, deposit ? transfer.coin : transfer.symbol)],
    ['Received', amount(transfer.received, deposit ? transfer.symbol : transfer.coin)],
    [deposit ? 'Deposit address' : 'Receiving address', transfer.address === null ? 'None (account and memo)' : <ChainText>{displayText(transfer.address)}</ChainText>],
    [`Transaction on ${source}`, <TransactionLink key="source" onHiveEngine={!deposit} transfer={transfer} txId={transfer.sourceTxId} what={`The transaction on ${source}`} />],
    [`Transaction on ${destination}`, <TransactionLink key="destination" onHiveEngine={deposit} transfer={transfer} txId={transfer.destinationTxId} what={`The transaction on ${destination}`} />],
    ['Transfer id', transfer.id],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
