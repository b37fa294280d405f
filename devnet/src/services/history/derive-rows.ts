import type { ChainEvent } from '../../chain/contract-api';
import type { TradeRow } from '../market-trades/trade-log';
import type { HistoryEntry, HistorySource } from './history-types';

type Fields = Record<string, unknown>;
type RowSpec = { account: string; operation: string; fields: Fields };

const CONTRACT_PREFIX = 'contract_';
const MARKET_ORDER_ACTIONS = new Set(['buy', 'sell', 'marketBuy', 'marketSell']);

/**
 * Rows of the history API for one error-free transaction (reference §19.1), one per involved account.
 * Market fills are not derived here: they come from tradesHistory rows (see tradeRows).
 */
export function deriveRows(tx: HistorySource): HistoryEntry[] {
  const specs = [...payloadRows(tx), ...tx.events.flatMap((event) => eventRows(tx, event))];
  return specs.map(({ account, operation, fields }) => ({
    blockNumber: tx.blockNumber,
    transactionId: tx.transactionId,
    timestamp: tx.timestamp,
    account,
    operation,
    ...fields,
  }));
}

/** market_buy for the buyer and market_sell for the seller of one fill, under the taker's transaction. */
export function tradeRows(trade: TradeRow, blockNumber: number): HistoryEntry[] {
  const base = {
    blockNumber,
    transactionId: trade.type === 'buy' ? trade.buyTxId : trade.sellTxId,
    timestamp: trade.timestamp,
    symbol: trade.symbol,
    quantityTokens: trade.quantity,
    quantitySteem: trade.volume,
  };
  return [
    { ...base, account: trade.buyer, operation: 'market_buy', from: trade.seller },
    { ...base, account: trade.seller, operation: 'market_sell', to: trade.buyer },
  ];
}

/** Operations visible only in the payload (the contract emits no event for them). */
function payloadRows(tx: HistorySource): RowSpec[] {
  const { sender, payload: p } = tx;
  if (!sender) return [];
  const op = `${tx.contract}_${tx.action}`;
  const one = (fields: Fields, operation = op): RowSpec[] => [{ account: sender, operation, fields }];
  switch (op) {
    case 'tokens_create':
      return one({ symbol: p.symbol, name: p.name, url: p.url ?? null, precision: p.precision, maxSupply: p.maxSupply });
    case 'tokens_updatePrecision':
      return one({ symbol: p.symbol, newPrecision: p.precision });
    case 'tokens_updateUrl':
      return one({ symbol: p.symbol, newUrl: p.url });
    case 'tokens_updateMetadata':
      return one({ symbol: p.symbol, newMetadata: JSON.stringify(p.metadata ?? {}) });
    case 'tokens_enableStaking':
      return one({ symbol: p.symbol, unstakingCooldown: p.unstakingCooldown, numberTransactions: p.numberTransactions });
    case 'tokens_enableDelegation':
      return one({ symbol: p.symbol, undelegationCooldown: p.undelegationCooldown });
    default:
      if (tx.contract === 'market' && MARKET_ORDER_ACTIONS.has(tx.action)) {
        return one(
          { orderType: tx.action, price: p.price ?? null, symbol: p.symbol, quantityLocked: lockedQuantity(tx) },
          'market_placeOrder',
        );
      }
      if (op === 'market_cancel') {
        const returned = tx.events.find((e) => e.event === 'transferFromContract');
        return one({
          orderType: p.type,
          orderID: p.id,
          symbol: returned?.data.symbol ?? null,
          quantityReturned: returned?.data.quantity ?? null,
        });
      }
      return [];
  }
}

function lockedQuantity(tx: HistorySource): unknown {
  return tx.events.find((e) => e.event === 'transferToContract' && e.data.to === 'market')?.data.quantity ?? null;
}

function eventRows(tx: HistorySource, { contract, event, data: d }: ChainEvent): RowSpec[] {
  const op = `${tx.contract}_${tx.action}`;
  const memo = typeof tx.payload.memo === 'string' ? tx.payload.memo : null;
  const both = (operation: string, from: unknown, to: unknown, fields: Fields): RowSpec[] =>
    unique([from, to]).map((account) => ({ account, operation, fields: { from, to, ...fields } }));
  const forOne = (account: unknown, operation: string, fields: Fields): RowSpec[] =>
    typeof account === 'string' ? [{ account, operation, fields }] : [];

  if (contract === 'tokens') {
    const amount = { symbol: d.symbol, quantity: d.quantity };
    switch (event) {
      case 'transfer':
        return both(nestedOperation(op, d.to), d.from, d.to, { ...amount, memo: op === 'tokens_transfer' ? memo : null });
      case 'transferToContract':
        if (tx.contract === 'market') return []; // shown as market_placeOrder
        return both(nestedOperation(op, d.to, 'tokens_transferToContract'), d.from, CONTRACT_PREFIX + d.to, { ...amount, memo: null });
      case 'transferFromContract':
        if (op === 'tokens_issue') return both('tokens_issue', tx.sender, d.to, { ...amount, memo: null });
        if (tx.contract === 'market') return []; // fills come from tradesHistory, refunds from market_cancel
        return both(nestedOperation(op, d.to, 'tokens_transferFromContract'), CONTRACT_PREFIX + d.from, d.to, { ...amount, memo: null });
      case 'stake':
        return both('tokens_stake', tx.sender, d.account, amount);
      case 'unstakeStart':
        return forOne(d.account, 'tokens_unstakeStart', amount);
      case 'unstake':
        return forOne(d.account, 'tokens_unstake', amount);
      case 'unstakeCancel':
        return forOne(d.account, 'tokens_cancelUnstake', {
          unstakeTxID: tx.payload.txID ?? null,
          symbol: d.symbol,
          quantityReturned: d.quantity,
        });
      case 'delegate':
        return both('tokens_delegate', tx.sender, d.to, amount);
      case 'undelegateStart':
        return both('tokens_undelegateStart', d.from, tx.sender, amount);
      case 'undelegateDone':
        return forOne(d.account, 'tokens_undelegateDone', amount);
      case 'transferOwnership':
        return forOne(d.from, 'tokens_transferOwnership', { symbol: d.symbol, newOwner: d.to });
      default:
        return [];
    }
  }
  if (contract === 'nft') {
    const party = (name: unknown, type: unknown) => (type === 'c' || type === 'contract' ? CONTRACT_PREFIX + name : name);
    const nft = { symbol: d.symbol, nft: d.id };
    switch (event) {
      case 'transfer':
        return both('nft_transfer', party(d.from, d.fromType), party(d.to, d.toType), nft);
      case 'issue':
        return both('nft_issue', party(d.from, d.fromType), party(d.to, d.toType), {
          ...nft,
          lockedTokens: d.lockedTokens,
          lockedNfts: d.lockedNfts,
          properties: d.properties,
        });
      case 'burn':
        return forOne(d.account, 'nft_burn', {
          from: d.account,
          to: 'null',
          ...nft,
          unlockedTokens: d.unlockedTokens,
          unlockedNfts: d.unlockedNfts,
        });
      case 'delegate':
        return both('nft_delegate', party(d.from, d.fromType), party(d.to, d.toType), nft);
      case 'undelegateStart':
        return forOne(tx.sender, 'nft_undelegate', { symbol: d.symbol, from: d.from, nft: d.id });
      default:
        return [];
    }
  }
  if (contract === 'nftmarket') {
    const order = { symbol: d.symbol, nft: d.nftId, price: d.price, priceSymbol: d.priceSymbol, orderId: d.orderId };
    switch (event) {
      case 'sellOrder':
        return forOne(d.account, 'nftmarket_sell', { ...order, fee: d.fee });
      case 'cancelOrder':
        return forOne(d.account, 'nftmarket_cancel', order);
      case 'changePrice':
        return forOne(tx.sender, 'nftmarket_changePrice', { ...order, oldPrice: d.oldPrice, price: d.newPrice });
      case 'hitSellOrder':
        return forOne(d.account, 'nftmarket_buy', {
          symbol: d.symbol,
          priceSymbol: d.priceSymbol,
          sellers: d.sellers,
          paymentTotal: d.paymentTotal,
        });
      case 'enableMarket':
        return forOne(tx.sender, 'nftmarket_enableMarket', { symbol: d.symbol });
      default:
        return [];
    }
  }
  return [];
}

/**
 * A token movement made by another action is reported under that action (e.g. `hivepegged_buy`);
 * a burn to `null` as its fee row (`nft_createFee`).
 */
function nestedOperation(op: string, to: unknown, own = 'tokens_transfer'): string {
  if (op === 'tokens_transfer') return own;
  if (to === 'null') return `${op}Fee`;
  return op.startsWith('tokens_') ? own : op;
}

function unique(accounts: unknown[]): string[] {
  return [...new Set(accounts.filter((a): a is string => typeof a === 'string' && a.length > 0))];
}
