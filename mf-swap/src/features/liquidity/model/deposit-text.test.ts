import BigNumber from 'bignumber.js';
import { depositProblemText, priceText } from './deposit-text';

const NAMES = { base: 'SWAP.HIVE', quote: 'BEE' };
const LIMITS = { maxPriceImpact: '1.5', maxDeviation: '2' };

describe('depositProblemText', () => {
  it('names both prices and the limit of a first price too far from the order book', () => {
    expect(depositProblemText({ kind: 'deviation', price: new BigNumber('4.5'), orderBook: new BigNumber(4) }, NAMES, LIMITS)).toBe(
      "The price you set, 4.50000000 BEE per SWAP.HIVE, is more than 2 % away from the order book's 4.00000000 BEE per SWAP.HIVE. Move it closer, or raise the limit under Advanced (0 turns the check off).",
    );
  });

  it('explains the other refusals', () => {
    expect(depositProblemText({ kind: 'price-impact' }, NAMES, LIMITS)).toBe("These amounts are more than 1.5 % off the pool's ratio. Type one of them again.");
    expect(depositProblemText({ kind: 'insufficient-balance', side: 'quote' }, NAMES, LIMITS)).toBe('Insufficient BEE balance.');
    expect(depositProblemText({ kind: 'no-shares' }, NAMES, LIMITS)).toBe('These amounts are too small to create any pool share.');
  });

  it('has nothing to say about a deposit the contract takes', () => {
    const plan = { kind: 'deposit' as const, amounts: { base: new BigNumber(1), quote: new BigNumber(1) }, newShares: new BigNumber(1), sharePercent: new BigNumber(1), setsPrice: null };
    expect(depositProblemText(plan, NAMES, LIMITS)).toBeNull();
  });
});

describe('priceText', () => {
  it('is quote per base with 8 decimals', () => {
    expect(priceText(new BigNumber('0.123456789'), NAMES)).toBe('0.12345678 BEE per SWAP.HIVE');
  });
});
