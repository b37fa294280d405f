import type { ChainEvent } from '../../chain/contract-api';
import type { TradeRow } from '../market-trades/trade-log';
import type { HistoryEntry, HistorySource } from './history-types';
import { marketRows } from './market-rows';
import { nftDefinitionRows } from './nft-definition-rows';
import { nftEventRows } from './nft-rows';
import { CONTRACT_PREFIX, rowFor, rowsForParties, type Fields, type RowSpec } from './row-spec';
import type { UndelegationOwners } from './undelegation-owners';

/**
 * Rows of the history API for one error-free transaction (reference §19.1), one per involved account.
 * Market fills are not derived here: they come from tradesHistory rows (see tradeRows).
 * `undelegations` carries NFT undelegation owners across transactions (see UndelegationOwners).
 */
export function deriveRows(tx: HistorySource, undelegations: UndelegationOwners): HistoryEntry[] {
  const specs =
    tx.contract === 'market'
      ? marketRows(tx)
      : [...payloadRows(tx), ...nftDefinitionRows(tx), ...tx.events.flatMap((event) => eventRows(tx, event, undelegations))];
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

/** Token operations visible only in the payload (the contract emits no event for them). */
function payloadRows(tx: HistorySource): RowSpec[] {
  const { payload: p } = tx;
  const op = `${tx.contract}_${tx.action}`;
  const one = (fields: Fields) => rowFor(tx.sender, op, fields);
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
      return [];
  }
}

function eventRows(tx: HistorySource, event: ChainEvent, undelegations: UndelegationOwners): RowSpec[] {
  const { contract, data: d } = event;
  if (event.event === 'transferOwnership' && (contract === 'tokens' || contract === 'nft')) {
    return rowFor(d.from, `${contract}_transferOwnership`, { symbol: d.symbol, newOwner: d.to });
  }
  if (contract === 'tokens') return tokenEventRows(tx, event);
  if (contract === 'nft') return nftEventRows(tx, event, undelegations);
  if (contract === 'nftmarket') return nftmarketEventRows(tx, event);
  return [];
}

function tokenEventRows(tx: HistorySource, { event, data: d }: ChainEvent): RowSpec[] {
  const op = `${tx.contract}_${tx.action}`;
  const memo = typeof tx.payload.memo === 'string' ? tx.payload.memo : null;
  const amount = { symbol: d.symbol, quantity: d.quantity };
  switch (event) {
    case 'transfer':
      return rowsForParties(nestedOperation(op, d.to), d.from, d.to, { ...amount, memo: op === 'tokens_transfer' ? memo : null });
    case 'transferToContract':
      return rowsForParties(nestedOperation(op, d.to, 'tokens_transferToContract'), d.from, CONTRACT_PREFIX + d.to, { ...amount, memo: null });
    case 'transferFromContract':
      if (op === 'tokens_issue') return rowsForParties('tokens_issue', tx.sender, d.to, { ...amount, memo: null });
      return rowsForParties(nestedOperation(op, d.to, 'tokens_transferFromContract'), CONTRACT_PREFIX + d.from, d.to, { ...amount, memo: null });
    case 'stake':
      return rowsForParties('tokens_stake', tx.sender, d.account, amount);
    case 'unstakeStart':
      return rowFor(d.account, 'tokens_unstakeStart', amount);
    case 'unstake':
      return rowFor(d.account, 'tokens_unstake', amount);
    case 'unstakeCancel':
      return rowFor(d.account, 'tokens_cancelUnstake', {
        unstakeTxID: tx.payload.txID ?? null,
        symbol: d.symbol,
        quantityReturned: d.quantity,
      });
    case 'delegate':
      return rowsForParties('tokens_delegate', tx.sender, d.to, amount);
    case 'undelegateStart':
      return rowsForParties('tokens_undelegateStart', d.from, tx.sender, amount);
    case 'undelegateDone':
      return rowFor(d.account, 'tokens_undelegateDone', amount);
    default:
      return [];
  }
}

function nftmarketEventRows(tx: HistorySource, { event, data: d }: ChainEvent): RowSpec[] {
  const order = { symbol: d.symbol, nft: d.nftId, price: d.price, priceSymbol: d.priceSymbol, orderId: d.orderId };
  switch (event) {
    case 'sellOrder':
      return rowFor(d.account, 'nftmarket_sell', { ...order, fee: d.fee });
    case 'cancelOrder':
      return rowFor(d.account, 'nftmarket_cancel', order);
    case 'changePrice':
      return rowFor(tx.sender, 'nftmarket_changePrice', { ...order, oldPrice: d.oldPrice, price: d.newPrice });
    case 'hitSellOrder':
      return rowFor(d.account, 'nftmarket_buy', {
        symbol: d.symbol,
        priceSymbol: d.priceSymbol,
        sellers: d.sellers,
        paymentTotal: d.paymentTotal,
      });
    case 'enableMarket':
      return rowFor(tx.sender, 'nftmarket_enableMarket', { symbol: d.symbol });
    default:
      return [];
  }
}

/** Actions whose burn to `null` is the action itself (BEE converted to BEED), not a fee. */
const BURNING_ACTIONS: ReadonlySet<string> = new Set(['beedollar_convert']);

/**
 * A token movement made by another action is reported under that action (e.g. `hivepegged_buy`);
 * a burn to `null` as its fee row (`nft_createFee`).
 */
function nestedOperation(op: string, to: unknown, own = 'tokens_transfer'): string {
  if (op === 'tokens_transfer') return own;
  if (to === 'null' && !BURNING_ACTIONS.has(op)) return `${op}Fee`;
  return op.startsWith('tokens_') ? own : op;
}
