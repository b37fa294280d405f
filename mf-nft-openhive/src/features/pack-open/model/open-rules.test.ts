import BigNumber from 'bignumber.js';
import { feePoolProblem, issuanceCost, maxPacksPerOpen, packCountProblem } from './open-rules';

describe('opening packs', () => {
  it('caps one action at 60 cards and 999 packs', () => {
    expect(maxPacksPerOpen(5)).toBe(12);
    expect(maxPacksPerOpen(7)).toBe(8);
    expect(maxPacksPerOpen(30)).toBe(2);
    expect(maxPacksPerOpen(0)).toBe(0);
  });

  it('checks the count like the contract: whole, held, within the limit', () => {
    expect(packCountProblem('3', '10', 5)).toBeNull();
    expect(packCountProblem('12', '12', 5)).toBeNull();
    expect(packCountProblem('0', '10', 5)).toBe('Enter a whole number of packs, at least 1');
    expect(packCountProblem('1.5', '10', 5)).toBe('Enter a whole number of packs, at least 1');
    expect(packCountProblem('', '10', 5)).toBe('Enter a whole number of packs, at least 1');
    expect(packCountProblem('11', '10', 5)).toBe('You hold 10 of these packs');
    expect(packCountProblem('13', '20', 5)).toBe('At most 12 at once: each pack opens 5 cards and one action issues at most 60');
  });

  it('prices the issuance and refuses with the contract’s words when the pool is short', () => {
    const cost = issuanceCost('0.001', 3, 10);
    expect(cost.toFixed()).toBe('0.04');
    expect(feePoolProblem('0.04', cost)).toBeNull();
    expect(feePoolProblem('0.03999999', cost)).toMatch(/^contract cannot afford issuance: the fee pool holds 0.03999999 BEE and these cards cost 0.04000000 BEE/);
    expect(feePoolProblem('0', new BigNumber(0))).toBeNull();
  });
});
