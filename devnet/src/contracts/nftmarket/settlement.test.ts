import { BigNumber } from '../shared/chain-number';
import { settleOrders, splitAgentFee, toCounterparty } from './settlement';
import type { SellOrder } from './types';

const order = (nftId: string, account: string, price: string, fee: number): SellOrder => ({
  account, ownedBy: 'u', nftId, grouping: {}, timestamp: 0, price, priceDec: { $numberDecimal: price }, priceSymbol: 'SWAP.HIVE', fee,
});

describe('nftmarket settlement', () => {
  it('rounds each fee HALF_UP to the precision and groups sellers in order of appearance', () => {
    // 0.33333333 × 2.5 % = 0.00833333325 → 0.00833333; 2.5 × 5 % = 0.125
    const settlement = settleOrders(
      [order('1', 'bob', '2.50000000', 500), order('4', 'carol', '0.33333333', 250), order('3', 'bob', '2.50000000', 500)],
      8,
      'SWAP.HIVE',
    );
    expect(settlement.feeTotal.toFixed(8)).toBe('0.25833333');
    expect(settlement.paymentTotal.toFixed(8)).toBe('5.07500000');
    expect(settlement.sellers.map((s) => [s.account, s.nftIds, s.paymentTotal.toFixed(8)])).toEqual([
      ['bob', ['1', '3'], '4.75000000'],
      ['carol', ['4'], '0.32500000'],
    ]);
    expect(toCounterparty(settlement.sellers[1], '0.32500000')).toEqual({
      account: 'carol', ownedBy: 'u', nftIds: ['4'], nftSales: [{ id: '4', price: '0.33333333', fee: '0.00833333', symbol: 'SWAP.HIVE' }], paymentTotal: '0.32500000',
    });
  });

  it('rounds half a unit up and caps a 100 % fee at the price', () => {
    // 0.001 × 5 % = 0.00005 → precision 4 → 0.0001 (HALF_UP)
    expect(settleOrders([order('1', 'bob', '0.001', 500)], 4, 'X').feeTotal.toFixed(4)).toBe('0.0001');
    const full = settleOrders([order('1', 'bob', '3', 10000)], 3, 'X');
    expect([full.feeTotal.toFixed(3), full.paymentTotal.toFixed(3)]).toEqual(['3.000', '0.000']);
  });

  it('splits the agent cut off the total fee', () => {
    // 0.25833333 × 20 % = 0.051666666 → 0.05166667; the market keeps 0.20666666
    const { marketFee, agentFee } = splitAgentFee(new BigNumber('0.25833333'), 2000, 8);
    expect([marketFee.toFixed(8), agentFee.toFixed(8)]).toEqual(['0.20666666', '0.05166667']);
  });
});
