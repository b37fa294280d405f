import { balanceAmount } from '../../tokens/test-fixtures';
import { createMarketTestChain, sellCards } from '../test-market';

/** bob lists 1 and 3 at 2.5 SWAP.HIVE (5 %), carol lists 4 at 0.33333333 (2.5 %); dave buys. */
function listedChain(daveBalance = '10') {
  const t = createMarketTestChain({ dave: { 'SWAP.HIVE': daveBalance } });
  sellCards(t, 'bob', ['1', '3'], '2.5');
  sellCards(t, 'carol', ['4'], '0.33333333', 'SWAP.HIVE', 250);
  return t;
}

const BUY = { symbol: 'CARD', nfts: ['4', '1', '3'], marketAccount: 'Market', expPrice: '5.33333333', expPriceSymbol: 'SWAP.HIVE' };

const transfer = (to: string, quantity: string) => ({
  contract: 'tokens', event: 'transfer', data: { from: 'dave', to, symbol: 'SWAP.HIVE', quantity },
});
const nftTransfer = (id: string) => ({
  contract: 'nft', event: 'transfer', data: { from: 'nftmarket', fromType: 'c', to: 'dave', toType: 'u', symbol: 'CARD', id },
});

const SELLERS = [
  {
    account: 'bob', ownedBy: 'u', nftIds: ['1', '3'],
    nftSales: [{ id: '1', price: '2.5', fee: '0.125', symbol: 'SWAP.HIVE' }, { id: '3', price: '2.5', fee: '0.125', symbol: 'SWAP.HIVE' }],
    paymentTotal: '4.75000000',
  },
  {
    account: 'carol', ownedBy: 'u', nftIds: ['4'],
    nftSales: [{ id: '4', price: '0.33333333', fee: '0.00833333', symbol: 'SWAP.HIVE' }],
    paymentTotal: '0.32500000',
  },
];

describe('nftmarket.buy', () => {
  it('pays the fee to the market account and each seller, then hands over the NFTs', () => {
    const t = listedChain();
    const result = t.runAction('dave', 'nftmarket', 'buy', BUY);
    expect(result.logs).toEqual({
      events: [
        transfer('market', '0.25833333'),
        transfer('bob', '4.75000000'),
        transfer('carol', '0.32500000'),
        nftTransfer('1'),
        nftTransfer('3'),
        nftTransfer('4'),
        {
          contract: 'nftmarket',
          event: 'hitSellOrder',
          data: {
            symbol: 'CARD', priceSymbol: 'SWAP.HIVE', account: 'dave', ownedBy: 'u', sellers: SELLERS,
            paymentTotal: '5.07500000', marketAccount: 'market', feeTotal: '0.25833333',
          },
        },
      ],
    });
    expect(balanceAmount(t, 'dave', 'SWAP.HIVE')).toBe('4.66666667');
    expect(t.rows('nftmarket', 'CARDsellBook')).toEqual([]);
    expect(t.rows('nft', 'CARDinstances').map((i) => i.account)).toEqual(['dave', 'bob', 'dave', 'dave']);
    const seconds = new Date(`${t.chain.latestBlock().timestamp}.000Z`).getTime() / 1000;
    expect(t.rows('nftmarket', 'CARDtradesHistory')).toEqual([
      {
        _id: 1, type: 'buy', account: 'dave', ownedBy: 'u', counterparties: SELLERS, priceSymbol: 'SWAP.HIVE',
        price: '5.33333333', marketAccount: 'market', fee: '0.25833333', timestamp: seconds, volume: 3,
      },
    ]);
    expect(t.rows('nftmarket', 'CARDopenInterest').map((row) => row.count)).toEqual([0, 0]);
  });

  it('splits the fee between the official market and the agent', () => {
    const t = listedChain();
    t.runAction('alice', 'nftmarket', 'setMarketParams', { symbol: 'CARD', officialMarket: 'official', agentCut: 2000 });
    const result = t.runAction('dave', 'nftmarket', 'buy', BUY);
    expect(result.logs.events?.slice(0, 2)).toEqual([transfer('official', '0.20666666'), transfer('market', '0.05166667')]);
    expect(result.logs.events?.at(-1)?.data).toMatchObject({
      marketAccount: 'official', feeTotal: '0.20666666', agentAccount: 'market', agentFeeTotal: '0.05166667',
    });
    expect(t.rows('nftmarket', 'CARDtradesHistory')[0]).toMatchObject({
      marketAccount: 'official', fee: '0.20666666', agentAccount: 'market', agentFee: '0.05166667',
    });
  });

  it('ignores ids without an order and prunes trades older than 24 h', () => {
    const t = listedChain();
    t.runAction('dave', 'nftmarket', 'buy', { symbol: 'CARD', nfts: ['4', '2'], marketAccount: 'market' });
    t.advanceClock(25 * 3600 * 1000);
    t.runAction('dave', 'nftmarket', 'buy', { symbol: 'CARD', nfts: ['1'], marketAccount: 'market' });
    expect(t.rows('nftmarket', 'CARDtradesHistory').map((trade) => [trade._id, trade.volume])).toEqual([[2, 1]]);
  });

  it.each([
    [{ ...BUY, marketAccount: undefined }, 'dave', true, 'invalid params'],
    [{ ...BUY, expPrice: 5 }, 'dave', true, 'invalid params'],
    [BUY, 'dave', false, 'you must use a custom_json signed with your active key'],
    [{ ...BUY, nfts: '1' }, 'dave', true, 'invalid id list'],
    [{ ...BUY, nfts: Array(51).fill('1') }, 'dave', true, 'cannot act on more than 50 IDs at once'],
    [{ ...BUY, nfts: ['1', '0'] }, 'dave', true, 'invalid id list'],
    [{ ...BUY, symbol: 'ART' }, 'dave', true, 'market not enabled for symbol'],
    [{ ...BUY, marketAccount: 'ab' }, 'dave', true, 'invalid market account'],
    [{ ...BUY, marketAccount: ' DAVE' }, 'dave', true, 'market account cannot be same as buyer'],
    [BUY, 'bob', true, 'cannot fill your own orders'],
    [{ ...BUY, expPriceSymbol: 'BEE' }, 'dave', true, 'unexpected price symbol SWAP.HIVE'],
    [{ ...BUY, expPrice: '5.3333333' }, 'dave', true, 'total required payment 5.33333333 SWAP.HIVE does not match expected amount'],
    [BUY, 'eve', true, 'you must have enough tokens for payment'],
  ])('logs the first failing check (%#)', (payload, buyer, active, error) => {
    const t = listedChain();
    expect(t.runAction(buyer, 'nftmarket', 'buy', payload, { active }).logs).toEqual({ errors: [error] });
    expect(t.rows('nftmarket', 'CARDsellBook')).toHaveLength(3);
  });

  it('refuses orders in different price symbols and an official market that is the buyer', () => {
    const t = listedChain();
    sellCards(t, 'bob', ['2'], '1', 'BEE');
    expect(t.runAction('dave', 'nftmarket', 'buy', { ...BUY, nfts: ['1', '2'] }).logs).toEqual({
      errors: ['all orders must have the same price symbol'],
    });
    t.runAction('alice', 'nftmarket', 'setMarketParams', { symbol: 'CARD', officialMarket: 'dave' });
    expect(t.runAction('dave', 'nftmarket', 'buy', BUY).logs).toEqual({ errors: ['official market account cannot be same as buyer'] });
  });

  it('does nothing when no listed id matches', () => {
    const t = listedChain();
    expect(t.runAction('dave', 'nftmarket', 'buy', { ...BUY, nfts: ['2'] }).logs).toEqual({});
  });
});
