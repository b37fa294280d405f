import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import type { FaultMode } from '../../fixtures/devnet-control';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

/** alice's BEE balance as her wallet shows it (the token's precision, thousands separators), read while every node answers. */
async function aliceBeeBalanceText(): Promise<string> {
  const [{ precision }] = await chain.find<{ precision: number }>('tokens', 'tokens', { symbol: 'BEE' });
  const { balance } = await balanceOf('alice', 'BEE');
  return new BigNumber(balance).toFormat(precision, BigNumber.ROUND_DOWN);
}

const cases: { title: string; faults: FaultMode[] }[] = [
  { title: 'with the primary sidechain node down the site keeps reading the chain from a fallback', faults: ['down'] },
  { title: 'a primary node that answers garbage is skipped too', faults: ['malformed', 'error'] },
  { title: 'a primary node answering JSON-RPC internal errors (-32603) is failed over too', faults: ['internal-error'] },
];

for (const { title, faults } of cases) {
  test(title, async ({ page, devnet, logIn }) => {
    const balance = await aliceBeeBalanceText();
    for (const [node, mode] of faults.entries()) await devnet.fault('sidechain', node, mode);
    await logIn('alice');
    const wallet = new WalletPage(page);
    await wallet.goto('alice');
    await wallet.searchFor('BEE');
    await expect(wallet.row('BEE').getByRole('cell', { name: balance, exact: true })).toBeVisible();
  });
}
