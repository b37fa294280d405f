import { marketHistory } from './market-history';

const DAY = Date.UTC(2026, 0, 10) / 1000;

it('gives daily candles newest first as 8-decimal strings', () => {
  const rows = marketHistory('BEE', [
    { timestamp: DAY + 10, price: '0.1', quantity: '10', volume: '1' },
    { timestamp: DAY + 20, price: '0.3', quantity: '1', volume: '0.3' },
    { timestamp: DAY + 86_400, price: '0.2', quantity: '5', volume: '1' },
  ]);
  expect(rows).toEqual([
    {
      _id: `BEE-${DAY + 86_400}`,
      timestamp: DAY + 86_400,
      symbol: 'BEE',
      volumeSteem: '1.00000000',
      volumeToken: '5.00000000',
      lowestPrice: '0.20000000',
      highestPrice: '0.20000000',
      openPrice: '0.20000000',
      closePrice: '0.20000000',
    },
    {
      _id: `BEE-${DAY}`,
      timestamp: DAY,
      symbol: 'BEE',
      volumeSteem: '1.30000000',
      volumeToken: '11.00000000',
      lowestPrice: '0.10000000',
      highestPrice: '0.30000000',
      openPrice: '0.10000000',
      closePrice: '0.30000000',
    },
  ]);
});
