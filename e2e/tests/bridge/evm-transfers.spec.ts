import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { BridgePages, bridgeService, chain } from '../../pages/bridge';
import { BridgeForm, walletTransactions } from '../../pages/bridge-form';

const DESTINATION = '0x52908400098527886E0F7030069857D2E4169EE7';

test('an ETH deposit sent from the Web3 wallet is traced to confirmed and credited as SWAP.ETH', async ({ page, logIn, installWeb3Wallet }) => {
  await logIn('alice');
  await installWeb3Wallet('approve');
  const before = await chain.balance('alice', 'SWAP.ETH');
  const evm = new BridgeForm(page);
  await evm.deposit('Ether (ETH, Ethereum)');
  await evm.connect();
  await evm.send('ETH', '0.25');
  const [sent] = await walletTransactions(1);

  const bridge = new BridgePages(page);
  await expect(bridge.heading('Deposit of 0.25 ETH')).toBeVisible({ timeout: 15_000 });
  const [deposit] = (await bridgeService.transfers({ account: 'alice', chain: 'eth', direction: 'deposit', limit: '1' })).transfers;
  expect(deposit).toMatchObject({ coin: 'ETH', symbol: 'SWAP.ETH', amount: '0.25', received: '0.25', sourceTxId: sent.hash });
  await expect(page).toHaveURL(new RegExp(`/bridge/tx/${deposit.id}$`));
  await expect(bridge.transactionLink('Ethereum')).toHaveAttribute('href', `https://etherscan.io/tx/${sent.hash}`);
  await expect(bridge.summary).toContainText('Confirmed', { timeout: 30_000 });
  await expect(bridge.summary).toContainText('0.25 SWAP.ETH arrived on Hive Engine');
  expect(new BigNumber(await chain.balance('alice', 'SWAP.ETH')).minus(before).toFixed()).toBe('0.25');
});

test('an ETH withdrawal from /bridge lands on its transfer page, traced to confirmed on Ethereum', async ({ page, logIn }) => {
  await logIn('bob');
  const evm = new BridgeForm(page);
  await evm.withdraw('SWAP.ETH → Ether (ETH, Ethereum)');
  await evm.requestWithdrawal('SWAP.ETH', '0.1', 'ETH', DESTINATION);
  await expect(evm.toast('Withdrawal of 0.1 SWAP.ETH requested')).toBeVisible({ timeout: 20_000 });

  const bridge = new BridgePages(page);
  await expect(bridge.heading('Withdrawal of 0.1 SWAP.ETH')).toBeVisible();
  const [withdrawal] = (await bridgeService.transfers({ account: 'bob', chain: 'eth', direction: 'withdrawal', limit: '1' })).transfers;
  expect(withdrawal).toMatchObject({ coin: 'ETH', symbol: 'SWAP.ETH', amount: '0.1', fee: '0.0025', received: '0.0975', address: DESTINATION });
  await expect(page).toHaveURL(new RegExp(`/bridge/tx/${withdrawal.id}$`));
  await expect(bridge.summary).toContainText('Confirmed', { timeout: 30_000 });
  await expect(bridge.transactionLink('Ethereum')).toHaveAttribute('href', /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
  await expect(bridge.transactionLink('Hive Engine')).toHaveAttribute('href', `http://localhost:3900/explorer/tx/${withdrawal.sourceTxId}`);
});
