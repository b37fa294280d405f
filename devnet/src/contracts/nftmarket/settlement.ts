import { BigNumber } from '../shared/chain-number';
import type { Counterparty, SellOrder } from './types';

type Sale = { id: string; price: BigNumber; fee: BigNumber; symbol: string };

export type SellerSettlement = {
  account: string;
  ownedBy: string;
  nftIds: string[];
  nftSales: Sale[];
  paymentTotal: BigNumber;
};

export type Settlement = {
  /** One entry per seller (account + ownedBy), in order of first appearance. */
  sellers: SellerSettlement[];
  paymentTotal: BigNumber;
  feeTotal: BigNumber;
};

/**
 * Reference §7.2: each order's fee = price × fee/10000 rounded HALF_UP to the token precision,
 * deducted from that seller's proceeds; the buyer pays the sum of prices.
 */
export function settleOrders(orders: SellOrder[], precision: number, priceSymbol: string): Settlement {
  const sellers = new Map<string, SellerSettlement>();
  let paymentTotal = new BigNumber(0);
  let feeTotal = new BigNumber(0);
  for (const order of orders) {
    const price = new BigNumber(order.price);
    const fee = BigNumber.min(price.multipliedBy(order.fee / 10000).decimalPlaces(precision), price);
    const payment = BigNumber.max(price.minus(fee).decimalPlaces(precision), 0);
    paymentTotal = paymentTotal.plus(payment);
    feeTotal = feeTotal.plus(fee);
    const key = `${order.account}-${order.ownedBy}`;
    const seller = sellers.get(key) ?? {
      account: order.account, ownedBy: order.ownedBy, nftIds: [], nftSales: [], paymentTotal: new BigNumber(0),
    };
    seller.paymentTotal = seller.paymentTotal.plus(payment);
    seller.nftIds.push(order.nftId);
    seller.nftSales.push({ id: order.nftId, price, fee, symbol: priceSymbol });
    sellers.set(key, seller);
  }
  return { sellers: [...sellers.values()], paymentTotal, feeTotal };
}

/** With an official market and an agent cut, the agent (buyer's marketAccount) gets cut/10000 of the fee. */
export function splitAgentFee(feeTotal: BigNumber, agentCut: number, precision: number): { marketFee: BigNumber; agentFee: BigNumber } {
  const agentFee = BigNumber.min(feeTotal.multipliedBy(agentCut / 10000).decimalPlaces(precision), feeTotal);
  const marketFee = BigNumber.max(feeTotal.minus(agentFee).decimalPlaces(precision), 0);
  return { marketFee, agentFee };
}

/**
 * How the chain serialises a seller: BigNumbers it never formatted become plain strings
 * (`"0.1"`); paid totals were formatted with toFixed(precision).
 */
export function toCounterparty(seller: SellerSettlement, paymentTotal: string): Counterparty {
  return {
    account: seller.account,
    ownedBy: seller.ownedBy,
    nftIds: seller.nftIds,
    nftSales: seller.nftSales.map((sale) => ({ id: sale.id, price: sale.price.toJSON(), fee: sale.fee.toJSON(), symbol: sale.symbol })),
    paymentTotal,
  };
}
