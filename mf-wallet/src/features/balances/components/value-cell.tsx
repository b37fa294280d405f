import { formatNumber, formatPercent } from '@tdx/ui/extra';
import type { ValuedRow } from '../model/valuation';
import { NONE } from './amount-lines';
import * as styles from './balance-cells.css';

/** The row's USD value over its 24 h change, signed so the direction never rests on colour alone. */
export function ValueCell({ row }: { row: ValuedRow }) {
  const value = row.usdValue ? `$${formatNumber(row.usdValue, 2)}` : NONE;
  if (!row.change) return <>{value}</>;
  const tone = row.change.isZero() ? 'flat' : row.change.isPositive() ? 'up' : 'down';
  const change = `${tone === 'up' ? '+' : ''}${formatPercent(row.change.toFixed())}`;
  return (
    <div className={styles.lines}>
      <span>{value}</span>{' '}
      <span className={styles.line}>
        <span className={styles.label}>24h</span>{' '}
        <span className={styles.change[tone]}>{change}</span>
      </span>
    </div>
  );
}
