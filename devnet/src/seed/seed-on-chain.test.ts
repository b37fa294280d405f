import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import { createTestChain, type TestChain } from '../chain/testing';
import { contracts } from '../contracts';
import { DAY_MS, HOUR_MS, toSeconds } from './clock';
import { seedAtScaleOne } from './test-support';

const DAY_SECONDS = toSeconds(DAY_MS);

function sumOfVolumes(rows: Row[]): BigNumber {
  return rows.reduce((sum, row) => sum.plus(row.volume as string), new BigNumber(0));
}

/** The seed loaded into a chain running the real contracts: seeded state must be usable as is. */
describe('seed on a chain with the devnet contracts', () => {
  const seed = seedAtScaleOne();
  let chain: TestChain;

  beforeEach(() => {
    chain = createTestChain(contracts, { clockStartMs: seed.clockStartMs, seedTables: seed.tables });
  });

  const balance = (account: string, symbol: string): BigNumber =>
    new BigNumber((chain.table('tokens', 'balances').findOne({ account, symbol })?.balance as string | undefined) ?? 0);

  it('refunds the locked SWAP.HIVE when a dev account cancels a seeded buy order', () => {
    const order = chain.rows('market', 'buyBook').find((row) => row.account === 'bob' && row.symbol === 'BEE');
    const before = balance('bob', 'SWAP.HIVE');
    const result = chain.runAction('bob', 'market', 'cancel', { type: 'buy', id: order?.txId });
    expect(result.logs.errors).toBeUndefined();
    expect(balance('bob', 'SWAP.HIVE').toFixed(8)).toBe(before.plus(order?.tokensLocked as string).toFixed(8));
  });

  it('fills a market buy against the seeded sell book', () => {
    const before = balance('alice', 'BEE');
    const result = chain.runAction('alice', 'market', 'marketBuy', { symbol: 'BEE', quantity: '10' });
    expect(result.logs.errors).toBeUndefined();
    expect(balance('alice', 'BEE').gt(before)).toBe(true);
  });

  it('adds a new trade to the seeded 24 h volume, taking off only the trades that aged out', () => {
    const nowSeconds = (seed.clockStartMs + 6 * HOUR_MS) / 1000;
    chain.clock.advance(6 * HOUR_MS);
    const seededVolume = new BigNumber(chain.table('market', 'metrics').findOne({ symbol: 'BEE' })?.volume as string);
    const beeTrades = chain.rows('market', 'tradesHistory').filter((row) => row.symbol === 'BEE');
    const agedOut = sumOfVolumes(beeTrades.filter((row) => (row.timestamp as number) < nowSeconds - DAY_SECONDS));
    expect(agedOut.gt(0)).toBe(true);

    const result = chain.runAction('alice', 'market', 'marketBuy', { symbol: 'BEE', quantity: '10' });
    expect(result.logs.errors).toBeUndefined();
    const newTrades = chain.rows('market', 'tradesHistory').filter((row) => row.symbol === 'BEE' && row.timestamp === nowSeconds);
    expect(newTrades.length).toBeGreaterThan(0);
    const volume = chain.table('market', 'metrics').findOne({ symbol: 'BEE' })?.volume as string;
    expect(volume).toBe(seededVolume.minus(agedOut).plus(sumOfVolumes(newTrades)).toFixed(8));
  });

  it('swaps through a seeded pool', () => {
    const result = chain.runAction('carol', 'marketpools', 'swapTokens', {
      tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'SWAP.HIVE', tokenAmount: '5', tradeType: 'exactInput',
    });
    expect(result.logs.errors).toBeUndefined();
  });

  it("converts a dev account's BEE to BEED at the seeded pools' price", () => {
    const [beeBefore, beedBefore] = [balance('bob', 'BEE'), balance('bob', 'BEED')];
    const result = chain.runAction('bob', 'beedollar', 'convert', { quantity: '100' });
    expect(result.logs.errors).toBeUndefined();
    const conversion = result.logs.events?.find((event) => event.event === 'beeConversion')?.data;
    expect(new BigNumber(conversion?.beed as string).gt(0)).toBe(true);
    expect(balance('bob', 'BEE').toFixed(8)).toBe(beeBefore.minus(100).toFixed(8));
    expect(balance('bob', 'BEED').toFixed(4)).toBe(beedBefore.plus(conversion?.beed as string).toFixed(4));
  });

  it('sells a seeded NFT listing to a dev account', () => {
    const listing = chain.rows('nftmarket', 'CITYsellBook').find((row) => row.account !== 'dave' && row.priceSymbol === 'SWAP.HIVE');
    const result = chain.runAction('dave', 'nftmarket', 'buy', { symbol: 'CITY', nfts: [listing?.nftId], marketAccount: 'openhive' });
    expect(result.logs.errors).toBeUndefined();
    const instance = chain.table('nft', 'CITYinstances').findOne({ _id: Number(listing?.nftId) });
    expect(instance?.account).toBe('dave');
  });

  it('pays out a seeded unstake tranche once its time comes', () => {
    const unstake = chain.rows('tokens', 'pendingUnstakes').find((row) => row.account === 'alice' && row.symbol === 'BEE');
    const before = balance('alice', 'BEE');
    chain.advanceClock((unstake?.nextTransactionTimestamp as number) - seed.clockStartMs + 1000);
    expect(balance('alice', 'BEE').gt(before)).toBe(true);
  });
});
