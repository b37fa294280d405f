import { deriveRows, tradeRows } from './derive-rows';
import type { TradeRow } from '../market-trades/trade-log';
import type { HistorySource } from './history-types';
import { UndelegationOwners } from './undelegation-owners';

const base = { blockNumber: 7, transactionId: 'tx1', timestamp: 1_767_225_600 };

function tx(partial: Partial<HistorySource> & Pick<HistorySource, 'contract' | 'action'>): HistorySource {
  return { ...base, sender: 'alice', payload: {}, events: [], ...partial };
}

const derive = (source: HistorySource) => deriveRows(source, new UndelegationOwners());

describe('deriveRows', () => {
  it('gives a transfer a row for the sender and one for the receiver, with the memo', () => {
    const rows = derive(
      tx({
        contract: 'tokens',
        action: 'transfer',
        payload: { symbol: 'BEE', to: 'bob', quantity: '1.5', memo: 'thanks' },
        events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.5' } }],
      }),
    );
    const common = { ...base, operation: 'tokens_transfer', from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.5', memo: 'thanks' };
    expect(rows).toEqual([
      { ...common, account: 'alice' },
      { ...common, account: 'bob' },
    ]);
  });

  it('reports a burn made by another action as that action’s fee row', () => {
    const rows = derive(
      tx({
        contract: 'tokens',
        action: 'create',
        payload: { symbol: 'NEW', name: 'New', precision: 3, maxSupply: '1000' },
        events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '100' } }],
      }),
    );
    expect(rows.map((r) => [r.account, r.operation])).toEqual([
      ['alice', 'tokens_create'],
      ['alice', 'tokens_createFee'],
      ['null', 'tokens_createFee'],
    ]);
    expect(rows[0]).toMatchObject({ symbol: 'NEW', name: 'New', url: null, precision: 3, maxSupply: '1000' });
  });

  it('names the issuer and the recipient of an issue', () => {
    const rows = derive(
      tx({
        contract: 'tokens',
        action: 'issue',
        events: [{ contract: 'tokens', event: 'transferFromContract', data: { from: 'tokens', to: 'bob', symbol: 'NEW', quantity: '5.000' } }],
      }),
    );
    expect(rows.map((r) => [r.account, r.operation, r.from, r.to])).toEqual([
      ['alice', 'tokens_issue', 'alice', 'bob'],
      ['bob', 'tokens_issue', 'alice', 'bob'],
    ]);
  });

  it('turns a limit order into market_placeOrder with the locked quantity, without lock transfer rows', () => {
    const rows = derive(
      tx({
        contract: 'market',
        action: 'buy',
        payload: { symbol: 'BEE', quantity: '10', price: '0.25' },
        events: [{ contract: 'tokens', event: 'transferToContract', data: { from: 'alice', to: 'market', symbol: 'SWAP.HIVE', quantity: '2.50000000' } }],
      }),
    );
    expect(rows).toEqual([
      { ...base, account: 'alice', operation: 'market_placeOrder', orderType: 'buy', price: '0.25', symbol: 'BEE', quantityLocked: '2.50000000' },
    ]);
  });

  it('reports a cancel with the returned quantity', () => {
    const rows = derive(
      tx({
        contract: 'market',
        action: 'cancel',
        payload: { type: 'sell', id: 'abc' },
        events: [{ contract: 'tokens', event: 'transferFromContract', data: { from: 'market', to: 'alice', symbol: 'BEE', quantity: '3.00000000' } }],
      }),
    );
    expect(rows).toEqual([
      { ...base, account: 'alice', operation: 'market_cancel', orderType: 'sell', orderID: 'abc', symbol: 'BEE', quantityReturned: '3.00000000' },
    ]);
  });

  it('prefixes contract parties of NFT transfers and carries the NFT id', () => {
    const rows = derive(
      tx({
        contract: 'nftmarket',
        action: 'sell',
        events: [
          { contract: 'nft', event: 'transfer', data: { from: 'alice', fromType: 'u', to: 'nftmarket', toType: 'c', symbol: 'CITY', id: '4' } },
          {
            contract: 'nftmarket',
            event: 'sellOrder',
            data: { account: 'alice', ownedBy: 'u', symbol: 'CITY', nftId: '4', price: '2', priceSymbol: 'BEE', fee: 500, orderId: 1 },
          },
        ],
      }),
    );
    expect(rows.map((r) => [r.account, r.operation, r.to, r.nft])).toEqual([
      ['alice', 'nft_transfer', 'contract_nftmarket', '4'],
      ['contract_nftmarket', 'nft_transfer', 'contract_nftmarket', '4'],
      ['alice', 'nftmarket_sell', undefined, '4'],
    ]);
  });

  it('reports HIVE deposits under hivepegged_buy', () => {
    const rows = derive(
      tx({
        contract: 'hivepegged',
        action: 'buy',
        events: [{ contract: 'tokens', event: 'transfer', data: { from: 'honey-swap', to: 'alice', symbol: 'SWAP.HIVE', quantity: '9.925' } }],
      }),
    );
    expect(rows.map((r) => [r.account, r.operation, r.memo])).toEqual([
      ['honey-swap', 'hivepegged_buy', null],
      ['alice', 'hivepegged_buy', null],
    ]);
  });
});

describe('tradeRows', () => {
  const trade: TradeRow = {
    type: 'sell',
    buyer: 'bob',
    seller: 'alice',
    symbol: 'BEE',
    quantity: '10.00000000',
    price: '0.25000000',
    volume: '2.50000000',
    timestamp: 1_767_225_600,
    buyTxId: 'buytx',
    sellTxId: 'selltx',
  };

  it('gives the buyer market_buy and the seller market_sell under the taker transaction', () => {
    const common = { blockNumber: 3, transactionId: 'selltx', timestamp: trade.timestamp, symbol: 'BEE', quantityTokens: '10.00000000', quantitySteem: '2.50000000' };
    expect(tradeRows(trade, 3)).toEqual([
      { ...common, account: 'bob', operation: 'market_buy', from: 'alice' },
      { ...common, account: 'alice', operation: 'market_sell', to: 'bob' },
    ]);
  });
});
