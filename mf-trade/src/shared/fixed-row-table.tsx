import { Box } from '@tdx/ui';
import { useState, type ReactNode, type UIEvent } from 'react';
import { visibleRange } from './visible-range';

export interface FixedRowColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export interface FixedRowTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<FixedRowColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The scroll box's height: fixed, so the page never moves when rows arrive. */
  height: number;
  rowHeight: number;
  emptyText: string;
  /** Called while the last rows are in view (to read deeper). */
  onNearEnd?: () => void;
}

const OVERSCAN = 6;

/**
 * A real <table> whose body renders only the rows in view (spacer rows above and below). Every row
 * has the same height, so nothing is measured; cells are plain elements styled once from the box,
 * which keeps a render of a few dozen rows cheap even with thousands behind them.
 */
export function FixedRowTable<Row>({ label, columns, rows, rowKey, height, rowHeight, emptyText, onNearEnd }: FixedRowTableProps<Row>) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, rows.length, OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    setScrollTop(box.scrollTop);
    if (onNearEnd && box.scrollTop + box.clientHeight >= box.scrollHeight - OVERSCAN * rowHeight) onNearEnd();
  };

  return (
    <Box
      onScroll={onScroll}
      sx={{
        height,
        overflow: 'auto',
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' },
        '& thead': { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' },
        '& th, & td': { px: 1.5, py: 0, height: rowHeight, boxSizing: 'border-box', borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap', textAlign: 'left' },
        '& th': { fontWeight: 500 },
        '& [data-align="right"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <table aria-label={label} aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th scope="col" key={column.key} data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} style={{ textAlign: 'center' }}>
                {emptyText}
              </td>
            </tr>
          )}
          {start > 0 && <tr aria-hidden="true" style={{ height: start * rowHeight }} />}
          {rows.slice(start, end).map((row, offset) => (
            <tr key={rowKey(row)} aria-rowindex={start + offset + 2}>
              {columns.map((column) => (
                <td key={column.key} data-align={column.align}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {end < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - end) * rowHeight }} />}
        </tbody>
      </table>
    </Box>
  );
}
