import { LIMIT_MESSAGES, maxDeviationProblem, maxPriceImpactProblem, withdrawPercentProblem } from './limits';

describe('maxPriceImpactProblem', () => {
  it.each(['1', '0.001', '12.5', '100', '250', ' 2 ', '1.000'])('takes %p', (text) => {
    expect(maxPriceImpactProblem(text)).toBeNull();
  });

  it.each(['', '0', '0.000', '0.0001', '-1', '1e2', '.5', 'abc', '1,5'])('refuses %p', (text) => {
    expect(maxPriceImpactProblem(text)).toBe(LIMIT_MESSAGES.priceImpact);
  });
});

describe('maxDeviationProblem', () => {
  it.each(['0', '1', '25', '1.0'])('takes %p', (text) => {
    expect(maxDeviationProblem(text)).toBeNull();
  });

  it.each(['', '1.5', '-1', 'x', '0.1'])('refuses %p', (text) => {
    expect(maxDeviationProblem(text)).toBe(LIMIT_MESSAGES.deviation);
  });
});

describe('withdrawPercentProblem', () => {
  it.each(['100', '0.001', '25', '33.333', '99.9990'])('takes %p', (text) => {
    expect(withdrawPercentProblem(text)).toBeNull();
  });

  it.each(['', '0', '100.001', '101', '33.3333', '-5', '5%'])('refuses %p', (text) => {
    expect(withdrawPercentProblem(text)).toBe(LIMIT_MESSAGES.withdraw);
  });
});
