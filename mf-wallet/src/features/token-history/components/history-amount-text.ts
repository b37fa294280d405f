import type { Token } from '@tdx/contracts';
import { formatTokenAmount } from '@tdx/ui/extra';
import { historyAmount } from '../utils/history-amount';
import type { HistoryRow } from '../utils/history-row';

const QUOTE_PRECISION = 8;

/** `1.25000000 BEE`, at the precision of the currency that moved; empty when nothing moved. */
export function historyAmountText(row: HistoryRow, token: Pick<Token, 'symbol' | 'precision'>): string {
  const amount = historyAmount(row, token.symbol);
  if (!amount) return '';
  const precision = amount.symbol === token.symbol ? token.precision : QUOTE_PRECISION;
  return `${formatTokenAmount(amount.quantity, precision)} ${amount.symbol}`;
}
