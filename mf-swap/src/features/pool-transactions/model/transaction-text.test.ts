import type { PoolTransaction } from './pool-history';
import { moveText, transactionText } from './transaction-text';

const PRECISIONS: Record<string, number> = { BEE: 8, GAMER: 3 };
const precisionOf = (symbol: string) => PRECISIONS[symbol];
const transaction = (kind: PoolTransaction['kind'], paid: [string, string][], received: [string, string][]): PoolTransaction => ({
  key: 'k', transactionId: 't', timestamp: 1, kind,
  paid: paid.map(([quantity, symbol]) => ({ quantity, symbol })),
  received: received.map(([quantity, symbol]) => ({ quantity, symbol })),
});

describe('moveText', () => {
  it('shows a quantity at its token’s precision, else with its own decimals', () => {
    expect(moveText({ symbol: 'GAMER', quantity: '1234.5' }, precisionOf)).toBe('1,234.500 GAMER');
    expect(moveText({ symbol: 'NEW', quantity: '2.25' }, precisionOf)).toBe('2.25 NEW');
    expect(moveText({ symbol: 'NEW', quantity: '7' }, precisionOf)).toBe('7 NEW');
  });

  it('shows a quantity that is not a number as a dash', () => {
    expect(moveText({ symbol: 'BEE', quantity: '<b>1</b>' }, precisionOf)).toBe('— BEE');
  });
});

describe('transactionText', () => {
  it('says what a swap paid and received, and what a deposit or withdrawal moved', () => {
    expect(transactionText(transaction('swap', [['10', 'BEE']], [['2.5', 'GAMER']]), precisionOf)).toBe('Paid 10.00000000 BEE, received 2.500 GAMER');
    expect(transactionText(transaction('add', [['1', 'BEE'], ['4', 'GAMER']], []), precisionOf)).toBe('Deposited 1.00000000 BEE and 4.000 GAMER');
    expect(transactionText(transaction('remove', [], [['1', 'BEE'], ['4', 'GAMER']]), precisionOf)).toBe('Withdrew 1.00000000 BEE and 4.000 GAMER');
  });
});
