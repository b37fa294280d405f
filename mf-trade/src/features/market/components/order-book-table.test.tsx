import { fireEvent, render, screen, within } from '@testing-library/react';
import type { BookLevel } from '../model/types';
import { OrderBookTable } from './order-book-table';

const level = (index: number): BookLevel => {
  const price = (0.3 + index / 10_000).toFixed(8);
  return { price, quantity: '2', total: (Number(price) * 2).toFixed(8), cumulativeQuantity: String(2 * (index + 1)), cumulativeTotal: '1.00000000' };
};
const levels = Array.from({ length: 300 }, (_, index) => level(index));

function renderBook(onPickLevel = jest.fn(), onNeedMore = jest.fn()) {
  render(<OrderBookTable side="sell" symbol="BEE" precision={3} levels={levels} failed={false} onPickLevel={onPickLevel} onNeedMore={onNeedMore} />);
  return { table: screen.getByRole('table', { name: 'Sell orders' }), onPickLevel, onNeedMore };
}

describe('OrderBookTable', () => {
  it('shows the best levels with their figures at the token precision', () => {
    const { table } = renderBook();
    expect(table).toHaveAttribute('aria-rowcount', '301');
    const firstRow = within(table).getAllByRole('row')[1];
    expect(within(firstRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0.30000000', '2.000', '0.60000000', '1.00000000']);
  });

  it('hands the clicked level to the forms', () => {
    const { table, onPickLevel } = renderBook();
    fireEvent.click(within(table).getByRole('button', { name: 'Use price 0.30010000' }));
    expect(onPickLevel).toHaveBeenCalledWith(levels[1]);
  });

  it('asks for its side to be read deeper once scrolled to the end', () => {
    const { table, onNeedMore } = renderBook();
    const box = table.parentElement as HTMLElement;
    Object.defineProperty(box, 'scrollHeight', { value: 36 * 301 });
    Object.defineProperty(box, 'clientHeight', { value: 360 });
    fireEvent.scroll(box, { target: { scrollTop: 36 * 301 - 360 } });
    expect(onNeedMore).toHaveBeenCalledWith('sell');
  });

  it('keeps its height with a placeholder while loading', () => {
    render(<OrderBookTable side="buy" symbol="BEE" precision={3} failed={false} onPickLevel={jest.fn()} onNeedMore={jest.fn()} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buy orders' })).toBeInTheDocument();
  });
});
