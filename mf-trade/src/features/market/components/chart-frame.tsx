import { useMemo, useRef, type ReactNode } from 'react';
import * as styles from './chart-frame.css';
import { useFittingLabels } from './use-fitting-labels';

/** A label on one of a still chart's axes, `at` percent down the plot (right column) or across it (bottom row). */
export interface AxisTick {
  at: number;
  label: string;
}

interface ChartFrameProps {
  /** The chart's plot (an SVG filling it). */
  children: ReactNode;
  sideTicks: readonly AxisTick[];
  bottomTicks: readonly AxisTick[];
}

/**
 * A still chart's plot with its labels: values in a column on its right, and under it a row whose
 * labels that would overlap on a narrow screen are hidden (`useFittingLabels`).
 */
export function ChartFrame({ children, sideTicks, bottomTicks }: ChartFrameProps) {
  const bottomRow = useRef<HTMLDivElement>(null);
  const bottomPositions = useMemo(() => bottomTicks.map((tick) => tick.at), [bottomTicks]);
  useFittingLabels(bottomRow, bottomPositions);
  return (
    <div className={styles.frame}>
      <div className={styles.plot}>{children}</div>
      <div className={styles.axis} aria-hidden="true">
        {sideTicks.map((tick, index) => (
          <span key={index} className={styles.sideLabel} style={{ top: `${tick.at}%` }}>
            {tick.label}
          </span>
        ))}
      </div>
      <div ref={bottomRow} className={styles.axis} aria-hidden="true">
        {bottomTicks.map((tick, index) => (
          // Shifted by its own position's share of its width: the first starts at the left edge, the last ends at the right.
          <span key={index} className={styles.bottomLabel} style={{ left: `${tick.at}%`, transform: `translateX(-${tick.at}%)` }}>
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  );
}
