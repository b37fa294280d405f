import { fireEvent, render, screen, within } from '@testing-library/react';
import { FixedRowTable, type FixedRowColumn } from './fixed-row-table';

const rows = Array.from({ length: 1000 }, (_, index) => ({ id: index, name: `row ${index}` }));
const columns: FixedRowColumn<(typeof rows)[number]>[] = [{ key: 'name', header: 'Name', cell: (row) => row.name }];

function renderTable(onNearEnd?: () => void) {
  render(<FixedRowTable label="Things" columns={columns} rows={rows} rowKey={(row) => String(row.id)} height={100} rowHeight={20} emptyText="None" onNearEnd={onNearEnd} />);
  return screen.getByRole('table', { name: 'Things' });
}

const shownNames = (table: HTMLElement) => within(table).queryAllByRole('cell').map((cell) => cell.textContent);

describe('FixedRowTable', () => {
  it('renders the rows in view and a few below, not all of them', () => {
    const table = renderTable();
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const names = shownNames(table);
    expect(names[0]).toBe('row 0');
    expect(names.length).toBeLessThan(20);
    expect(names).not.toContain('row 100');
  });

  it('shows the rows at the scroll position, with their row index', () => {
    const table = renderTable();
    const box = table.parentElement as HTMLElement;
    fireEvent.scroll(box, { target: { scrollTop: 20 * 500 } });
    expect(shownNames(table)).toContain('row 500');
    expect(shownNames(table)).not.toContain('row 0');
    expect(within(table).getByRole('cell', { name: 'row 500' }).closest('tr')).toHaveAttribute('aria-rowindex', '502');
  });

  it('asks for more once the end comes into view', () => {
    const onNearEnd = jest.fn();
    const table = renderTable(onNearEnd);
    const box = table.parentElement as HTMLElement;
    Object.defineProperty(box, 'scrollHeight', { value: 20 * 1001 });
    Object.defineProperty(box, 'clientHeight', { value: 100 });
    fireEvent.scroll(box, { target: { scrollTop: 100 } });
    expect(onNearEnd).not.toHaveBeenCalled();
    fireEvent.scroll(box, { target: { scrollTop: 20 * 1001 - 100 } });
    expect(onNearEnd).toHaveBeenCalled();
  });

  it('says so when there is nothing to show', () => {
    render(<FixedRowTable label="Empty" columns={columns} rows={[]} rowKey={(row) => String(row.id)} height={100} rowHeight={20} emptyText="None" />);
    expect(screen.getByRole('cell', { name: 'None' })).toBeInTheDocument();
  });
});
