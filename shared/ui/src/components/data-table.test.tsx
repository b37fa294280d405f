import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  symbol: string;
  name: string;
}

const columns: DataColumn<Row>[] = [
  { key: 'symbol', header: 'Symbol', render: (row) => row.symbol },
  { key: 'name', header: 'Name', render: (row) => row.name },
];

// jsdom has no layout: give the scroll container and each row the sizes a browser would.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(410);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
});

afterAll(() => jest.restoreAllMocks());

describe('DataTable', () => {
  it('exposes table semantics with the full row count', () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ symbol: `T${i}`, name: `Token ${i}` }));
    render(<DataTable label="Tokens" columns={columns} rows={rows} rowKey={(row) => row.symbol} height={410} rowHeight={41} />);
    const table = screen.getByRole('table', { name: 'Tokens' });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Symbol', 'Name']);
    const rendered = within(table).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('renders hostile names as inert text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <DataTable label="Tokens" columns={columns} rows={[{ symbol: 'X', name: hostile }]} rowKey={(row) => row.symbol} />,
    );
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    render(<DataTable label="Tokens" columns={columns} rows={[]} rowKey={(row) => row.symbol} emptyText="No tokens" />);
    expect(screen.getByText('No tokens')).toBeInTheDocument();
  });
});
