import { expect, test } from '../../fixtures';

/** Every redirect and alias of the spec (§2), followed through the real router. */
const REDIRECTS: Array<[from: string, to: string]> = [
  ['/trade', '/trade/BEE'],
  ['/dieselpools', '/swap'],
  ['/dieselpools/pools', '/pools'],
  ['/dieselpools/positions', '/pools/positions'],
  ['/dieselpools/transactions', '/pools/transactions'],
  ['/dieselpools/add', '/swap?action=add'],
  ['/dieselpools/remove', '/swap?action=remove'],
  ['/dieselpools/create', '/swap?action=create'],
  ['/daos', '/tokenfunds'],
  ['/dtfs', '/tokenfunds'],
  ['/dao/BEE:BEEP', '/tokenfunds/BEE:BEEP'],
  ['/dtfs/BEE:BEEP', '/tokenfunds/BEE:BEEP'],
  ['/nft-airdrop', '/nftairdrop'],
  ['/claimdrop', '/claimdrops'],
  ['/beed', '/beedollar'],
  ['/maintenance', '/'],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} goes to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname + url.search) === to);
  });
}
