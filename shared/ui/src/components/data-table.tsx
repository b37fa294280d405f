import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState, type ReactNode, type UIEvent } from 'react';
import * as styles from './data-table.css';
import { visibleRange } from './visible-range';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** `right` for amounts: right-aligned with tabular figures. */
  align?: 'left' | 'right';
  /**
   * `end` keeps the column at the box's right edge while a table wider than its box scrolls
   * sideways: a row's actions stay in reach on a phone.
   */
  pinned?: 'end';
  /** The header is a button that asks the table's `onSort` to order the rows by this column. */
  sortable?: boolean;
}

/** The column the rows are ordered by, as the table's header shows it. */
export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/**
 * The scroll box's height: `height` keeps it fixed (the page never moves when rows arrive or go),
 * `maxHeight` lets it shrink to fewer rows.
 */
export type DataTableBoxHeight = { height: number; maxHeight?: never } | { maxHeight: number; height?: never };

export type DataTableProps<Row> = DataTableBoxHeight & {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Height of every row and of the header. Cells never wrap: pick a height their content fits. */
  rowHeight: number;
  /** What the body says without rows: text, or text with a control (e.g. a button that clears a filter). */
  emptyText: ReactNode;
  /** Called while the last rows are in view (to read deeper). */
  onNearEnd?: () => void;
  /** The current order, marked on its header (`aria-sort` and an arrow). */
  sort?: DataTableSort;
  /** Called with a sortable column's key when its header button is pressed; the caller orders the rows. */
  onSort?: (key: string) => void;
};

const OVERSCAN = 6;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ARROW = { asc: '↑', desc: '↓' } as const;

function SortButton<Row>({ column, sort, onSort }: { column: DataColumn<Row>; sort: DataTableSort | undefined; onSort: (key: string) => void }) {
  const arrow = sort?.key === column.key ? SORT_ARROW[sort.direction] : null;
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
      {column.header}
      {/* The header's aria-sort tells assistive technology; the arrow is for the eye. */}
      <span aria-hidden="true" className={styles.sortArrow}>
        {arrow}
      </span>
    </button>
  );
}

/**
 * A real <table> (sticky header, aria-rowcount / aria-rowindex) whose body renders only the rows in
 * view plus a few (spacer rows above and below). Every row has the same height, so nothing is
 * measured, and cells are plain elements styled from the scroll box's static stylesheet: a render of a few dozen
 * rows stays cheap with thousands behind them.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowHeight, emptyText, onNearEnd, sort, onSort, height, maxHeight }: DataTableProps<Row>) {
  // Kept in whole rows, so scrolling within a row does not render again.
  const [topRow, setTopRow] = useState(0);
  const viewportHeight = height ?? maxHeight;
  const { start, end } = visibleRange(topRow * rowHeight, viewportHeight, rowHeight, rows.length, OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    setTopRow(Math.floor(box.scrollTop / rowHeight));
    if (onNearEnd && box.scrollTop + box.clientHeight >= box.scrollHeight - OVERSCAN * rowHeight) onNearEnd();
  };

  return (
    <div onScroll={onScroll} className={styles.scrollBox} style={{ height, maxHeight, ...assignInlineVars({ [styles.rowHeight]: `${rowHeight}px` }) }}>
      <table aria-label={label} aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th scope="col" key={column.key} data-align={column.align} data-pinned={column.pinned} aria-sort={sort?.key === column.key ? ARIA_SORT[sort.direction] : undefined}>
                {column.sortable && onSort ? <SortButton column={column} sort={sort} onSort={onSort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} data-empty="">
                {emptyText}
              </td>
            </tr>
          )}
          {start > 0 && <tr aria-hidden="true" style={{ height: start * rowHeight }} />}
          {rows.slice(start, end).map((row, offset) => (
            <tr key={rowKey(row)} aria-rowindex={start + offset + 2}>
              {columns.map((column) => (
                <td key={column.key} data-align={column.align} data-pinned={column.pinned}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {end < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - end) * rowHeight }} />}
        </tbody>
      </table>
    </div>
  );
}
