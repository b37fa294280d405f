import type BigNumber from 'bignumber.js';
import { formatTokenAmount } from '@tdx/ui/extra';
import { formatCompactAmount } from '../model/compact-amount';
import * as styles from './balance-cells.css';

/** A cell without an amount. */
export const NONE = '—';

export interface AmountLine {
  label: string;
  amount: BigNumber;
}

/** `label amount`, the amount in short: the full amount is the line's title and what a screen reader reads. */
function LabelledAmount({ label, amount, precision }: AmountLine & { precision: number }) {
  const full = formatTokenAmount(amount, precision);
  const short = formatCompactAmount(amount);
  return (
    <div className={styles.line} title={`${label} ${full}`}>
      <span className={styles.label}>{label}</span>{' '}
      {short === full ? (
        <span className={styles.amount}>{full}</span>
      ) : (
        <>
          <span className={styles.amount} aria-hidden="true">
            {short}
          </span>
          <span className={styles.visuallyHidden}>{full}</span>
        </>
      )}{' '}
    </div>
  );
}

export interface AmountLinesProps {
  lines: readonly AmountLine[];
  precision: number;
  /** The token has the feature (staking, delegation): with none of it the cell says 0 instead of —. */
  enabled: boolean;
}

/** The cell's non-zero amounts, one labelled line each (stake: staked, locked, unstaking). */
export function AmountLines({ lines, precision, enabled }: AmountLinesProps) {
  const held = lines.filter(({ amount }) => !amount.isZero());
  if (held.length === 0) return <>{enabled ? '0' : NONE}</>;
  return (
    <div className={styles.lines}>
      {held.map((line) => (
        <LabelledAmount key={line.label} {...line} precision={precision} />
      ))}
    </div>
  );
}
