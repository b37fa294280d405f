import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

export interface DataColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText?: string;
  height?: number;
  rowHeight?: number;
}

const cellSx = { px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' } as const;

/**
 * A real <table> (header, rows, aria-rowcount / aria-rowindex) whose body renders only the rows in
 * view, with spacer rows above and below, so long chain lists stay fast and accessible.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, emptyText = 'Nothing to show', height = 480, rowHeight = 41 }: DataTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Before the first layout (and in tests) assume the table's full height is visible.
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <Box ref={scrollRef} sx={{ maxHeight: height, overflow: 'auto' }}>
      <Box component="table" aria-label={label} aria-rowcount={rows.length + 1} sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="thead" sx={{ position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 }}>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <Box component="th" scope="col" key={column.key} sx={{ ...cellSx, textAlign: column.align ?? 'left' }}>
                {column.header}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <Box component="td" colSpan={columns.length} sx={{ ...cellSx, textAlign: 'center' }}>
                {emptyText}
              </Box>
            </tr>
          )}
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr key={rowKey(row)} aria-rowindex={item.index + 2} data-index={item.index} ref={virtualizer.measureElement}>
                {columns.map((column) => (
                  <Box component="td" key={column.key} sx={{ ...cellSx, textAlign: column.align ?? 'left' }}>
                    {column.render(row)}
                  </Box>
                ))}
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </Box>
    </Box>
  );
}
