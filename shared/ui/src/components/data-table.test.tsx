import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn, type DataTableBoxHeight } from './data-table';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const ROW_HEIGHT = 20;
const rows: Row[] = Array.from({ length: 1000 }, (_, index) => ({ id: index, name: `row ${index}`, amount: `${index}.5` }));
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => row.amount },
];

function renderTable({ tableRows = rows, onNearEnd, box = { height: 100 } }: { tableRows?: Row[]; onNearEnd?: () => void; box?: DataTableBoxHeight } = {}) {
  render(<DataTable label="Things" columns={columns} rows={tableRows} rowKey={(row) => String(row.id)} rowHeight={ROW_HEIGHT} emptyText="None" onNearEnd={onNearEnd} {...box} />);
  const table = screen.getByRole('table', { name: 'Things' });
  return { table, box: table.parentElement as HTMLElement };
}

const shownNames = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => row.closest('tbody') && row.hasAttribute('aria-rowindex'))
    .map((row) => row.firstElementChild?.textContent);

const spacerHeights = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tr[aria-hidden="true"]')].map((row) => parseFloat(row.style.height));

function scrollTo(box: HTMLElement, scrollTop: number) {
  fireEvent.scroll(box, { target: { scrollTop } });
}

describe('DataTable', () => {
  it('marks the header and the cells of a pinned column, and no other', () => {
    const pinned: DataColumn<Row>[] = [columns[0], { ...columns[1], pinned: 'end' }];
    render(<DataTable label="Pinned" columns={pinned} rows={rows.slice(0, 2)} rowKey={(row) => String(row.id)} rowHeight={ROW_HEIGHT} emptyText="None" height={100} />);
    const table = screen.getByRole('table', { name: 'Pinned' });
    expect([...table.querySelectorAll('[data-pinned="end"]')].map((cell) => cell.textContent)).toEqual(['Amount', '0.5', '1.5']);
    expect(table.querySelectorAll('[data-pinned]')).toHaveLength(3);
  });

  it('exposes table semantics: name, headers and the full row count', () => {
    const { table } = renderTable();
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Amount']);
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
  });

  it('renders the rows in view and a few below, not all of them', () => {
    const { table } = renderTable();
    const names = shownNames(table);
    expect(names[0]).toBe('row 0');
    expect(names.length).toBeLessThan(20);
    expect(names).not.toContain('row 100');
  });

  it('stands in for the rows not rendered with spacers of their exact height', () => {
    const { table, box } = renderTable();
    scrollTo(box, ROW_HEIGHT * 500);
    const rendered = shownNames(table).length;
    const [above, below] = spacerHeights(table);
    expect(above).toBeGreaterThan(0);
    expect(below).toBeGreaterThan(0);
    expect(above + below + rendered * ROW_HEIGHT).toBe(rows.length * ROW_HEIGHT);
  });

  it('shows the rows at the scroll position, with their row index', () => {
    const { table, box } = renderTable();
    scrollTo(box, ROW_HEIGHT * 500 + 7);
    expect(shownNames(table)).toContain('row 500');
    expect(shownNames(table)).not.toContain('row 0');
    expect(within(table).getByRole('cell', { name: 'row 500' }).closest('tr')).toHaveAttribute('aria-rowindex', '502');
  });

  it('renders the same window for a maximum height as for a fixed one', () => {
    const { table, box } = renderTable({ box: { maxHeight: 100 } });
    scrollTo(box, ROW_HEIGHT * 500);
    expect(shownNames(table)).toEqual(expect.arrayContaining(['row 500', 'row 505']));
    expect(shownNames(table).length).toBeLessThan(20);
  });

  it('keeps a fixed height box at its height', () => {
    expect(renderTable({ tableRows: rows.slice(0, 2), box: { height: 250 } }).box).toHaveStyle({ height: '250px' });
  });

  it('lets a maximum height box shrink to its rows', () => {
    const { box } = renderTable({ tableRows: rows.slice(0, 2), box: { maxHeight: 300 } });
    expect(box).toHaveStyle({ maxHeight: '300px' });
    expect(getComputedStyle(box).height).not.toBe('300px');
  });

  it('aligns amount columns right with tabular figures', () => {
    const { table } = renderTable();
    const amount = within(table).getByRole('cell', { name: '3.5' });
    expect(amount).toHaveStyle({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
    expect(within(table).getByRole('cell', { name: 'row 3' })).toHaveStyle({ textAlign: 'left' });
  });

  it('asks for more only once the end comes into view', () => {
    const onNearEnd = jest.fn();
    const { box } = renderTable({ onNearEnd });
    Object.defineProperty(box, 'scrollHeight', { value: ROW_HEIGHT * 1001 });
    Object.defineProperty(box, 'clientHeight', { value: 100 });
    scrollTo(box, 100);
    scrollTo(box, ROW_HEIGHT * 900);
    expect(onNearEnd).not.toHaveBeenCalled();
    scrollTo(box, ROW_HEIGHT * 1001 - 100);
    expect(onNearEnd).toHaveBeenCalled();
  });

  it('renders hostile chain text as inert text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { table } = renderTable({ tableRows: [{ id: 1, name: hostile, amount: '1' }] });
    expect(within(table).getByText(hostile)).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
  });

  it('makes a sortable column’s header a button that asks for that order, and marks the current order', () => {
    const onSort = jest.fn();
    const sortable = columns.map((column) => ({ ...column, sortable: column.key === 'amount' }));
    render(<DataTable label="Sorted" columns={sortable} rows={rows.slice(0, 3)} rowKey={(row) => String(row.id)} rowHeight={ROW_HEIGHT} emptyText="None" height={100} sort={{ key: 'amount', direction: 'desc' }} onSort={onSort} />);
    const [name, amount] = within(screen.getByRole('table', { name: 'Sorted' })).getAllByRole('columnheader');
    expect(name).not.toHaveAttribute('aria-sort');
    expect(within(name).queryByRole('button')).toBeNull();
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(onSort).toHaveBeenCalledWith('amount');
  });

  it('says so when there is nothing to show', () => {
    const { table } = renderTable({ tableRows: [] });
    expect(within(table).getByRole('cell', { name: 'None' })).toBeInTheDocument();
    expect(spacerHeights(table)).toEqual([]);
  });
});
