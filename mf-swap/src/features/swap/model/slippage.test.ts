import BigNumber from 'bignumber.js';
import { impactLevel, slippageProblem } from './slippage';

describe('slippageProblem', () => {
  it.each(['0.5', '1', '2.5', '49.99'])('takes %s', (text) => expect(slippageProblem(text)).toBeNull());
  it.each(['0.4', '50', '49.991'])('refuses %s with the bounds or the format', (text) => expect(slippageProblem(text)).not.toBeNull());
  it('says the bounds', () => expect(slippageProblem('60')).toBe('Between 0.5 % and 49.99 %'));
  it('refuses text that is no percentage', () => expect(slippageProblem('1%')).toBe('Enter a percentage such as 1 or 2.5'));
});

describe('impactLevel', () => {
  it('grades the price impact', () => {
    expect([0.2, 1, 4.99, 5, 30].map((value) => impactLevel(new BigNumber(value)))).toEqual(['low', 'medium', 'medium', 'high', 'high']);
  });
});
