import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { chain, TradePage } from '../../pages/trade';

test('the open market keeps updating from the next node when the chosen one stops answering', async ({ page, devnet }) => {
  await page.clock.install();
  const trade = new TradePage(page);
  await trade.goto();
  const { highestBid, lowestAsk } = await chain.metric('BEE');
  const price = new BigNumber(highestBid).plus(lowestAsk).div(2).decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed(8);
  await expect(trade.book('sell').getByRole('row').filter({ hasText: price })).toHaveCount(0);

  await devnet.fault('sidechain', 0, 'down');
  await chain.broadcast('carol', { contractName: 'market', contractAction: 'sell', contractPayload: { symbol: 'BEE', quantity: '3', price } });
  // One poll period (20 s) brings the new best ask in through the fallback node.
  await expect
    .poll(async () => {
      await page.clock.fastForward('00:21');
      return trade.book('sell').getByRole('row').filter({ hasText: price }).count();
    })
    .toBe(1);
  await expect(trade.levelPrices('sell').first()).toHaveAccessibleName(`Use price ${price}`);
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
