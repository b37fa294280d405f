import { levelTextFormatter } from './level-text';

const level = { price: '0.25', quantity: '1234.5', total: '308.625', cumulativeQuantity: '1234.5', cumulativeTotal: '308.625' };

describe('levelTextFormatter', () => {
  it('formats prices and HIVE amounts to 8 decimals and quantities to the token precision', () => {
    expect(levelTextFormatter(3)(level)).toEqual({ price: '0.25000000', quantity: '1,234.500', total: '308.62500000', cumulativeTotal: '308.62500000' });
  });

  it('formats a level once and hands back the same texts afterwards', () => {
    const format = levelTextFormatter(3);
    expect(format(level)).toBe(format(level));
    expect(format({ ...level })).not.toBe(format(level));
  });
});
