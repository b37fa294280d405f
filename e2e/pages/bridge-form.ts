import { expect, type Locator, type Page } from '@playwright/test';
import { DEVNET_URL, devnetControl, type Web3Transaction } from '../fixtures/devnet-control';
import { WalletFlows } from './wallet-flows';

export { chain } from './wallet-flows';

export type Direction = 'deposit' | 'withdraw';

const COIN_FIELD: Record<Direction, string> = { deposit: 'Coin to deposit', withdraw: 'Token to withdraw' };

/** /bridge, the deposit and withdraw form: direction, coin, the peg, converter and EVM parts (Web3 wallet, registration, gas reserve). */
export class BridgeForm {
  constructor(readonly page: Page) {}

  /** The page's content (what the tests look in). */
  get form(): Locator {
    return this.page.getByRole('main');
  }

  /** Opens /bridge (seeded announcements marked as seen: their toasts cover buttons) in `direction`, on `symbol` when given. */
  async open(direction: Direction, symbol?: string): Promise<Locator> {
    await new WalletFlows(this.page).skipAnnouncements();
    await this.page.goto(`/bridge?direction=${direction}${symbol ? `&symbol=${encodeURIComponent(symbol)}` : ''}`);
    await expect(this.form.getByRole('heading', { level: 1, name: 'Deposit and withdraw' })).toBeVisible();
    await expect(this.form.getByRole('combobox', { name: COIN_FIELD[direction] })).toBeVisible();
    return this.form;
  }

  /** Opens the deposit side on one coin (`Ether (ETH, Ethereum)` …). */
  async deposit(coin: string): Promise<Locator> {
    const form = await this.open('deposit');
    await this.chooseCoin('deposit', coin);
    return form;
  }

  /** Opens the withdraw side on one token (`SWAP.USDT → Tether USD (USDT, Ethereum)` …). */
  async withdraw(option: string): Promise<Locator> {
    const form = await this.open('withdraw');
    await this.chooseCoin('withdraw', option);
    return form;
  }

  /**
   * MUI's select opens its menu with a transition and scrolls it to the chosen item; a click sent
   * while a previous menu is still closing or this one settles can miss, so the choice is checked
   * on the field and made again if it did not take.
   */
  async chooseCoin(direction: Direction, option: string): Promise<void> {
    const combobox = this.form.getByRole('combobox', { name: COIN_FIELD[direction] });
    const listbox = this.page.getByRole('listbox');
    await expect(async () => {
      if (!(await listbox.isVisible())) await combobox.click();
      await listbox.getByRole('option', { name: option }).click({ timeout: 2_000 });
      await expect(combobox).toContainText(option, { timeout: 1_000 });
      await expect(listbox).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  async connect(): Promise<void> {
    await this.form.getByRole('button', { name: 'Connect Web3 wallet' }).click();
  }

  /** Types an amount and presses "Send from wallet". */
  async send(coin: string, amount: string): Promise<void> {
    await this.form.getByLabel(`Amount (${coin})`).fill(amount);
    await this.form.getByRole('button', { name: 'Send from wallet' }).click();
  }

  /** Fills a withdrawal (amount, and the address unless SWAP.HIVE) and presses Withdraw. */
  async requestWithdrawal(symbol: string, amount: string, coin?: string, address?: string): Promise<void> {
    await this.form.getByLabel(`Amount (${symbol})`).fill(amount);
    if (coin && address !== undefined) await this.form.getByLabel(`Receiving ${coin} address`).fill(address);
    await this.form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  }

  gasDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Deposit gas fee' });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
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
