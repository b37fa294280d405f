import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { findNft } from '../../nft/tables';
import { isValidAccountLength } from '../../shared/accounts';
import { BigNumber, isNumericString, toBigNumber } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findBalance, findToken } from '../../shared/token-tables';
import { payFromSender } from '../../shared/token-transfers';
import { isValidIdList } from '../id-list';
import { OpenInterestChanges } from '../open-interest';
import { settleOrders, splitAgentFee, toCounterparty } from '../settlement';
import { findMarketParams, findOrders, isMarketEnabled, sellBookName } from '../tables';
import { recordTrade } from '../trades-history';
import type { Counterparty, SellOrder } from '../types';

/** Buy-side checks on the orders found: not the buyer's own, one price symbol. */
function commonPriceSymbol(api: ContractApi, orders: SellOrder[]): string | null {
  const priceSymbol = orders[0].priceSymbol;
  const isValid = orders.every(
    (order) =>
      api.assert(!(order.ownedBy === 'u' && order.account === api.sender), 'cannot fill your own orders') &&
      api.assert(order.priceSymbol === priceSymbol, 'all orders must have the same price symbol'),
  );
  return isValid ? priceSymbol : null;
}

/**
 * `buy` (reference §7.3): pays the fee (market, then agent) and each seller from the buyer's
 * balance, then moves the paid-for instances to the buyer. Ids without an order are ignored.
 */
export const buy: ActionHandler = (api, payload) => {
  const { symbol, nfts, marketAccount, expPrice, expPriceSymbol, isSignedWithActiveKey } = payload;
  const areParamsValid = api.assert(
    typeof symbol === 'string' && symbol !== '' && typeof marketAccount === 'string' && marketAccount !== '' &&
      (expPrice === undefined || isNumericString(expPrice)) &&
      (expPriceSymbol === undefined || (typeof expPriceSymbol === 'string' && expPriceSymbol !== '')),
    'invalid params',
  );
  if (!areParamsValid) return;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    isValidIdList(api, nfts) &&
    api.assert(isMarketEnabled(api, symbol), 'market not enabled for symbol');
  if (!isValid) return;
  const agentAccount = marketAccount.trim().toLowerCase();
  const isMarketAccountValid =
    api.assert(isValidAccountLength(agentAccount), 'invalid market account') &&
    api.assert(agentAccount !== api.sender, 'market account cannot be same as buyer');
  if (!isMarketAccountValid) return;
  const nft = findNft(api, symbol);
  if (!api.assert(nft !== null && nft.groupBy.length > 0, 'market grouping not set') || nft === null) return;

  const orders = findOrders(api, symbol, nfts);
  if (orders.length === 0) return;
  const priceSymbol = commonPriceSymbol(api, orders);
  if (priceSymbol === null) return;
  if (!api.assert(expPriceSymbol === undefined || expPriceSymbol === priceSymbol, `unexpected price symbol ${priceSymbol}`)) return;
  const precision = findToken(api, priceSymbol)?.precision;
  if (precision === undefined) return;

  const settlement = settleOrders(orders, precision, priceSymbol);
  const params = findMarketParams(api, symbol);
  const feeAccount = params?.officialMarket ? params.officialMarket : agentAccount;
  if (!api.assert(feeAccount !== api.sender, 'official market account cannot be same as buyer')) return;
  const hasAgentCut = Boolean(params?.officialMarket) && (params?.agentCut ?? 0) > 0 && settlement.feeTotal.gt(0);
  const { marketFee, agentFee } = hasAgentCut
    ? splitAgentFee(settlement.feeTotal, params?.agentCut ?? 0, precision)
    : { marketFee: settlement.feeTotal, agentFee: new BigNumber(0) };

  const requiredBalance = settlement.paymentTotal.plus(marketFee).plus(agentFee).toFixed(precision);
  if (
    !api.assert(
      expPrice === undefined || toBigNumber(expPrice).eq(requiredBalance),
      `total required payment ${requiredBalance} ${priceSymbol} does not match expected amount`,
    )
  ) {
    return;
  }
  const balance = findBalance(api, String(api.sender), priceSymbol);
  if (!api.assert(balance !== null && toBigNumber(balance.balance).gte(requiredBalance), 'you must have enough tokens for payment')) return;

  const isMarketFeePaid = marketFee.gt(0);
  const marketFeeText = marketFee.toFixed(precision);
  if (isMarketFeePaid) {
    const isPaid = payFromSender(api, 'transfer', feeAccount, priceSymbol, marketFeeText, isSignedWithActiveKey);
    if (!api.assert(isPaid, 'unable to transfer market fees')) return;
  }
  const isAgentFeePaid = agentFee.gt(0);
  const agentFeeText = agentFee.toFixed(precision);
  if (isAgentFeePaid) {
    const isPaid = payFromSender(api, 'transfer', agentAccount, priceSymbol, agentFeeText, isSignedWithActiveKey);
    if (!api.assert(isPaid, 'unable to transfer agent fees')) return;
  }

  const paidSellers: Counterparty[] = [];
  for (const seller of settlement.sellers) {
    if (!seller.paymentTotal.gt(0)) {
      paidSellers.push(toCounterparty(seller, seller.paymentTotal.toJSON()));
      continue;
    }
    const payment = seller.paymentTotal.toFixed(precision);
    const action = seller.ownedBy === 'u' ? 'transfer' : 'transferToContract';
    const isPaid = payFromSender(api, action, seller.account, priceSymbol, payment, isSignedWithActiveKey);
    if (api.assert(isPaid, `unable to transfer payment to ${seller.account}`)) paidSellers.push(toCounterparty(seller, payment));
  }
  const soldIds = paidSellers.flatMap((seller) => seller.nftIds);

  api.executeSmartContract('nft', 'transfer', {
    fromType: 'contract',
    to: api.sender,
    toType: 'user',
    nfts: [{ symbol, ids: soldIds }],
    isSignedWithActiveKey,
  });

  const sold = new Set(soldIds);
  const openInterest = new OpenInterestChanges(nft.groupBy);
  for (const order of orders.filter((candidate) => sold.has(candidate.nftId))) {
    api.table(sellBookName(symbol)).remove(order);
    openInterest.add(order.grouping, -1);
  }

  const buyer = String(api.sender);
  const paymentTotal = settlement.paymentTotal.toFixed(precision);
  recordTrade(api, symbol, {
    type: 'buy',
    account: buyer,
    ownedBy: 'u',
    counterparties: paidSellers,
    priceSymbol,
    price: requiredBalance,
    ...(isMarketFeePaid ? { marketAccount: feeAccount, fee: marketFeeText } : {}),
    ...(isAgentFeePaid ? { agentAccount, agentFee: agentFeeText } : {}),
    volume: soldIds.length,
  });
  api.emit('hitSellOrder', {
    symbol,
    priceSymbol,
    account: buyer,
    ownedBy: 'u',
    sellers: paidSellers,
    paymentTotal,
    ...(isMarketFeePaid ? { marketAccount: feeAccount, feeTotal: marketFeeText } : {}),
    ...(isAgentFeePaid ? { agentAccount, agentFeeTotal: agentFeeText } : {}),
  });
  openInterest.apply(api, symbol, priceSymbol);
};
