import BigNumber from 'bignumber.js';
import type { Locator, Page } from '@playwright/test';
import { SwapPage } from './swap';
import { chain } from './trade';

export { chain };

const HEADING = 'BEE Dollar (BEED)';

interface PoolPrices {
  basePrice: string;
  quotePrice: string;
}

/** Reads of the chain for the BEE → BEED conversion, and its arithmetic as the contract does it. */
export const beeDollarChain = {
  async params(): Promise<{ minConvertibleAmount: string; feePercentage: string }> {
    const [row] = await chain.find<{ minConvertibleAmount: string; feePercentage: string }>('beedollar', 'params', {});
    return row;
  },

  /** BEE in USD: SWAP.HIVE:BEE's quotePrice × SWAP.HIVE:SWAP.HBD's basePrice, rounded down to 8 decimals. */
  async beePrice(): Promise<string> {
    const [[bee], [hbd]] = await Promise.all([
      chain.find<PoolPrices>('marketpools', 'pools', { tokenPair: 'SWAP.HIVE:BEE' }),
      chain.find<PoolPrices>('marketpools', 'pools', { tokenPair: 'SWAP.HIVE:SWAP.HBD' }),
    ]);
    return new BigNumber(bee.quotePrice).times(hbd.basePrice).toFixed(8, BigNumber.ROUND_DOWN);
  },

  /** The BEED `quantity` BEE gives now: the fee rounded up to 8 decimals, BEED rounded down to 4. */
  async beedFor(quantity: string): Promise<string> {
    const [{ feePercentage }, price] = await Promise.all([beeDollarChain.params(), beeDollarChain.beePrice()]);
    const fee = new BigNumber(quantity).times(feePercentage).toFixed(8, BigNumber.ROUND_UP);
    return new BigNumber(quantity).minus(fee).times(price).toFixed(4, BigNumber.ROUND_DOWN);
  },

  async circulatingBee(): Promise<string> {
    const [row] = await chain.find<{ circulatingSupply: string }>('tokens', 'tokens', { symbol: 'BEE' });
    return row.circulatingSupply;
  },
};

/** The /beedollar page, found by role and label. */
export class BeeDollarPage {
  readonly form: Locator;
  readonly amount: Locator;
  readonly submit: Locator;
  readonly problem: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Convert BEE to BEED' });
    this.amount = this.form.getByRole('textbox', { name: 'BEE to convert' });
    this.submit = this.form.getByRole('button', { name: 'Convert to BEED' });
    this.problem = this.form.getByRole('alert');
    this.result = this.form.getByRole('status').filter({ hasText: /^Converted/ });
  }

  /** Opens the page like the other areas' pages (seeded announcements marked as seen) and waits for its heading. */
  open(path = '/beedollar'): Promise<void> {
    return new SwapPage(this.page).open(path, HEADING);
  }

  get priceHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^BEE price: \$/ });
  }

  /** A figure of the conversion preview (`Fee (1 %)`, `You receive` …). */
  preview(term: string): Locator {
    return figure(this.page.getByLabel('Conversion preview'), term);
  }

  /** The signed-in account's balance line of `symbol`. */
  balance(symbol: 'BEE' | 'BEED'): Locator {
    return figure(this.page.getByLabel('Your balances'), `Your ${symbol}`);
  }

  /** Counts the requests the page makes to the Keychain emulator from now on. */
  countKeychainRequests(): () => number {
    let count = 0;
    this.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/keychain/request')) count += 1;
    });
    return () => count;
  }
}

function figure(scope: Locator, term: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
}
