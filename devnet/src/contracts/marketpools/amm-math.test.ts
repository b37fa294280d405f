import { inputForOutput, outputForInput, poolQuote, swapFee } from './amm-math';

describe('AMM formulas (reserves 1000 in / 2000 out, fee multiplier 0.9975)', () => {
  it('exact input: (100·0.9975·2000) / (1000 + 99.75) to 20 decimals', () => {
    expect(outputForInput('100', '1000', '2000', '0.9975').toFixed()).toBe('181.40486474198681518527');
  });

  it('exact output: (1000·100) / ((2000 − 100)·0.9975) to 20 decimals', () => {
    expect(inputForOutput('100', '1000', '2000', '0.9975').toFixed()).toBe('52.7634876665347579475');
  });

  it('fee = amount / 0.9975 − amount, HALF_UP to the precision', () => {
    expect(swapFee('181.40486474198681518527', '0.9975', 3)).toBe('0.455');
    expect(swapFee('52.7634876665347579475', '0.9975', 8)).toBe('0.13223932');
  });

  it('quote at the pool ratio', () => {
    expect(poolQuote('10', '1000', '2000').toFixed()).toBe('20');
    expect(poolQuote('1', '3', '1').toFixed()).toBe('0.33333333333333333333');
  });
});
