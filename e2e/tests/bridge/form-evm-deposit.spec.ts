import BigNumber from 'bignumber.js';
import { decodeFunctionData, erc20Abi, getAddress, parseEther } from 'viem';
import { expect, test } from '../../fixtures';
import { BridgeForm, DEV_WALLET_ADDRESS, evmBridge, expectNoWalletTransactions, walletTransactions } from '../../pages/bridge-form';

const ETH_GATEWAY = '0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01';
const USDT_CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7';

test('without a Web3 wallet the deposit says so and sends nothing', async ({ page, logIn, installWeb3Wallet }) => {
  await logIn('alice');
  await installWeb3Wallet('absent');
  const evm = new BridgeForm(page);
  const dialog = await evm.deposit('Ether (ETH, Ethereum)');
  await expect(dialog).toContainText('turn off MetaMask "smart transactions"');
  await evm.connect();
  await expect(dialog.getByText('No Web3 wallet (such as MetaMask) was found in this browser', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Amount (ETH)')).toHaveCount(0);
  await expectNoWalletTransactions();
});

test('a wallet on another chain is switched to Ethereum, then ETH goes to the gateway in wei and the page opens its transfer', async ({ page, logIn, installWeb3Wallet, devnet }) => {
  await logIn('alice');
  await installWeb3Wallet('wrong-chain');
  const evm = new BridgeForm(page);
  const dialog = await evm.deposit('Ether (ETH, Ethereum)');
  await evm.connect();
  await expect(dialog.getByText(`Connected wallet address: ${DEV_WALLET_ADDRESS}`)).toBeVisible();
  expect((await devnet.web3WalletState()).chainId).toBe('0x1');
  await evm.send('ETH', '0.25');
  const [sent] = await walletTransactions(1);
  await expect(page).toHaveURL(/\/bridge\/tx\/d-[0-9a-f]+$/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Deposit of 0.25 ETH' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The transaction on Ethereum in the block explorer (opens a new tab)' })).toHaveAttribute('href', `https://etherscan.io/tx/${sent.hash}`);
  expect(sent).toMatchObject({ chainId: '0x1', from: DEV_WALLET_ADDRESS, to: getAddress(ETH_GATEWAY), data: '0x' });
  expect(BigInt(sent.value)).toBe(parseEther('0.25'));
});

test('a token deposit calls transfer(gateway, amount in token units) on the token contract', async ({ page, logIn, installWeb3Wallet }) => {
  await logIn('alice');
  await installWeb3Wallet();
  const evm = new BridgeForm(page);
  const dialog = await evm.deposit('Tether USD (USDT, Ethereum)');
  await evm.connect();
  await evm.send('USDT', '1.2345678');
  await expect(dialog.getByText('At most 6 decimals allowed')).toBeVisible();
  await evm.send('USDT', '12.5');
  const [sent] = await walletTransactions(1);
  await expect(page).toHaveURL(/\/bridge\/tx\/d-[0-9a-f]+$/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Deposit of 12.5 USDT' })).toBeVisible();
  expect(sent.to).toBe(getAddress(USDT_CONTRACT));
  expect(BigInt(sent.value)).toBe(0n);
  const call = decodeFunctionData({ abi: erc20Abi, data: sent.data as `0x${string}` });
  expect(call.functionName).toBe('transfer');
  expect(call.args).toEqual([getAddress(ETH_GATEWAY), 12_500_000n]);
});

test('a deposit from another address than the registered one is refused until the connected one is registered through both wallets', async ({
  page,
  logIn,
  installWeb3Wallet,
}) => {
  await logIn('bob');
  await installWeb3Wallet();
  const before = { bob: await evmBridge.hiveBalance('bob'), bridge: await evmBridge.hiveBalance('eth-bridge') };
  const evm = new BridgeForm(page);
  const dialog = await evm.deposit('Ether (ETH, Ethereum)');
  await expect(dialog).toContainText('Address registered for @bob: 0x000000000000000000000000000000000000dEaD');
  await evm.connect();
  await expect(dialog.getByText('The connected address is not the one registered for @bob', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Amount (ETH)')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Update registered address' }).click();
  await expect(dialog.getByLabel('Amount (ETH)')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(`Address registered for @bob: ${DEV_WALLET_ADDRESS}`);
  expect(await evmBridge.registeredAddress('eth', 'bob')).toBe(DEV_WALLET_ADDRESS);
  expect(new BigNumber(before.bob).minus(await evmBridge.hiveBalance('bob')).toFixed(3)).toBe('0.001');
  expect(new BigNumber(await evmBridge.hiveBalance('eth-bridge')).minus(before.bridge).toFixed(3)).toBe('0.001');
});

test('a new registration on another chain switches the wallet, and a refused signature sends no Keychain transfer', async ({
  page,
  logIn,
  installWeb3Wallet,
  devnet,
}) => {
  await logIn('carol');
  await installWeb3Wallet();
  const before = await evmBridge.hiveBalance('carol');
  const evm = new BridgeForm(page);
  const dialog = await evm.deposit('BNB (BNB, BNB Smart Chain)');
  await expect(dialog).toContainText('Address registered for @carol: none yet');
  await evm.connect();
  await expect(dialog.getByText(`Connected wallet address: ${DEV_WALLET_ADDRESS}`)).toBeVisible();
  expect((await devnet.web3WalletState()).chainId).toBe('0x38');

  await devnet.web3Wallet('reject');
  await dialog.getByRole('button', { name: 'Register address' }).click();
  await expect(dialog.getByText('You declined the request in your Web3 wallet. Nothing was sent.')).toBeVisible();
  expect(await evmBridge.hiveBalance('carol')).toBe(before);

  await devnet.web3Wallet('approve');
  await dialog.getByRole('button', { name: 'Register address' }).click();
  await expect(dialog.getByLabel('Amount (BNB)')).toBeVisible({ timeout: 20_000 });
  expect(await evmBridge.registeredAddress('bsc', 'carol')).toBe(DEV_WALLET_ADDRESS);
  expect(await evmBridge.registeredAddress('eth', 'carol')).toBeNull();
});

test('a reject in the Web3 wallet shows why and keeps the amount', async ({ page, logIn, installWeb3Wallet, devnet }) => {
  await logIn('alice');
  await installWeb3Wallet();
  const evm = new BridgeForm(page);
  const dialog = await evm.deposit('Ether (ETH, Ethereum)');
  await evm.connect();
  await expect(dialog.getByLabel('Amount (ETH)')).toBeVisible();
  await devnet.web3Wallet('reject');
  await evm.send('ETH', '0.5');
  await expect(dialog.getByText('You declined the request in your Web3 wallet. Nothing was sent.')).toBeVisible();
  await expect(dialog.getByLabel('Amount (ETH)')).toHaveValue('0.5');
  await expectNoWalletTransactions();
});
