import { expect, type Locator, type Page } from '@playwright/test';
import { DEVNET_URL, devnetControl, type Web3Transaction } from '../fixtures/devnet-control';
import { WalletFlows } from './wallet-flows';

export { chain } from './wallet-flows';

/** The deposit and withdraw dialogs' EVM parts: Web3 wallet connection, address registration, gas reserve. */
export class WalletEvm {
  readonly flows: WalletFlows;

  constructor(readonly page: Page) {
    this.flows = new WalletFlows(page);
  }

  /** Opens the deposit dialog on one coin (`Ether (ETH, Ethereum)` …). */
  async deposit(coin: string): Promise<Locator> {
    const dialog = await this.flows.openDialog('Deposit');
    await this.flows.chooseCoin(dialog, 'Coin to deposit', coin);
    return dialog;
  }

  /** Opens the withdraw dialog on one token (`SWAP.USDT → Tether USD (USDT, Ethereum)` …). */
  async withdraw(option: string): Promise<Locator> {
    const dialog = await this.flows.openDialog('Withdraw');
    await this.flows.chooseCoin(dialog, 'Token to withdraw', option);
    return dialog;
  }

  async connect(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Connect Web3 wallet' }).click();
  }

  /** Types an amount and presses "Send from wallet". */
  async send(dialog: Locator, coin: string, amount: string): Promise<void> {
    await dialog.getByLabel(`Amount (${coin})`).fill(amount);
    await dialog.getByRole('button', { name: 'Send from wallet' }).click();
  }

  gasDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Deposit gas fee' });
  }

  toast(text: string | RegExp): Locator {
    return this.flows.toast(text);
  }
}

type Network = 'eth' | 'bsc' | 'polygon';
const ADDRESS_FIELD: Record<Network, string> = { eth: 'ethereumAddress', bsc: 'bscAddress', polygon: 'polygonAddress' };

/** Reads of the devnet's EVM bridge and Hive ledger, to check what the UI did. */
export const evmBridge = {
  async registeredAddress(network: Network, account: string): Promise<string | null> {
    const response = await fetch(`${DEVNET_URL}/evm/${network}/utils/${network}address/${account}`);
    if (response.status === 404) return null;
    return ((await response.json()) as Record<string, string>)[ADDRESS_FIELD[network]];
  },

  async feeBalance(network: Network, account: string): Promise<string> {
    const response = await fetch(`${DEVNET_URL}/evm/${network}/utils/feebalance/${account}`);
    return ((await response.json()) as { balance: string }).balance;
  },

  /** Liquid HIVE of a Hive account on the devnet's Hive node. */
  async hiveBalance(account: string): Promise<string> {
    const balances = (await devnetControl.accounts()).find((candidate) => candidate.name === account)?.balances;
    if (!balances) throw new Error(`no Hive account ${account}`);
    return balances.hive;
  },
};

/** The address of the devnet's Web3 wallet emulator (Hardhat's public account #0). */
export const DEV_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export async function expectNoWalletTransactions(): Promise<void> {
  expect(await devnetControl.web3Transactions()).toEqual([]);
}

/** Waits until the Web3 wallet emulator has sent `count` transactions; returns them. */
export async function walletTransactions(count: number): Promise<Web3Transaction[]> {
  await expect.poll(async () => (await devnetControl.web3Transactions()).length).toBe(count);
  return devnetControl.web3Transactions();
}
