import type { Token } from '@tdx/contracts';
import { runtimeConfig } from '@tdx/settings';
import { DataTable, type DataColumn } from '@tdx/ui';
import { formatDateTime } from '@tdx/ui/extra';
import { transactionUrl } from '../model/explorer-link';
import type { PoolTransaction } from '../model/pool-history';
import { KIND_NAMES, transactionText } from '../model/transaction-text';

export interface TransactionsTableProps {
  transactions: readonly PoolTransaction[];
  tokens: ReadonlyMap<string, Token>;
}

const ROW_HEIGHT = 44;

function ExplorerLink({ transaction }: { transaction: PoolTransaction }) {
  const url = transactionUrl(runtimeConfig().explorerUrl, transaction.transactionId);
  if (!url) return <>{transaction.transactionId}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${KIND_NAMES[transaction.kind]} of ${formatDateTime(transaction.timestamp * 1000)} in the block explorer (opens a new tab)`}>
      View
    </a>
  );
}

/** The user's swaps, deposits and withdrawals, newest first, each linked to the block explorer. */
export function TransactionsTable({ transactions, tokens }: TransactionsTableProps) {
  const precisionOf = (symbol: string) => tokens.get(symbol)?.precision;
  const columns: DataColumn<PoolTransaction>[] = [
    { key: 'date', header: 'Date', cell: (transaction) => formatDateTime(transaction.timestamp * 1000) },
    { key: 'kind', header: 'Type', cell: (transaction) => KIND_NAMES[transaction.kind] },
    { key: 'details', header: 'Details', cell: (transaction) => transactionText(transaction, precisionOf) },
    { key: 'transaction', header: 'Transaction', pinned: 'end', cell: (transaction) => <ExplorerLink transaction={transaction} /> },
  ];
  return (
    <DataTable
      label="Your pool transactions"
      columns={columns}
      rows={transactions}
      rowKey={(transaction) => transaction.key}
      rowHeight={ROW_HEIGHT}
      maxHeight={560}
      emptyText="You have made no swaps and added or removed no liquidity yet."
    />
  );
}
