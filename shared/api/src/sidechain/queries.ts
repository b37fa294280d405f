import type { Balance, Metric, NftInstance, NftSellOrder, Token, Trade } from '@tdx/contracts';
import type { SidechainClient } from './client';
import { metricRowSchema, wellFormedRows, wellFormedTokenRows } from './row-schemas';
import { SWAP_HIVE_METRIC, toToken, type TokenRow } from './token-mapping';
import type { Query } from './types';

export const TRADES_HISTORY_LIMIT = 100;

interface NftInstanceRow {
  _id: number;
  account: string;
  ownedBy?: 'u' | 'c';
  previousAccount?: string;
  properties?: Record<string, unknown>;
}

/**
 * How long one read of a token's definition answers `getToken` again. The tradable-token guard and
 * the market page ask for the same row a moment apart (the guard's answer before the page mounts);
 * within this window they take one read, and the page has the token from its first render.
 */
export const TOKEN_REUSE_MS = 30_000;

/** The queries of the spec (§7) over a sidechain client. */
export function createSidechainQueries(sidechain: SidechainClient, now: () => number = Date.now) {
  const tokenReads = new Map<string, { at: number; read: Promise<Token | null> }>();
  return {
    /**
     * One token's definition, metadata parsed (`null` when there is no such token). A read started
     * less than `TOKEN_REUSE_MS` ago, answered or still under way, serves again; a failed one does not.
     */
    getToken(symbol: string): Promise<Token | null> {
      const held = tokenReads.get(symbol);
      if (held && now() - held.at < TOKEN_REUSE_MS) return held.read;
      const read = sidechain.findOne<TokenRow>('tokens', 'tokens', { symbol }).then((row) => {
        const [wellFormed] = row ? wellFormedTokenRows([row]) : [];
        return wellFormed ? toToken(wellFormed) : null;
      });
      tokenReads.set(symbol, { at: now(), read });
      read.catch(() => {
        if (tokenReads.get(symbol)?.read === read) tokenReads.delete(symbol);
      });
      return read;
    },

    /** Every token (optionally filtered), metadata parsed. */
    async getTokens(query: Query = {}): Promise<Token[]> {
      const rows = await sidechain.findAll<{ _id: number }>('tokens', 'tokens', query);
      return wellFormedTokenRows(rows).map(toToken);
    },

    /** Every metrics row plus the synthetic SWAP.HIVE metric (price 1). */
    async getMetrics(query: Query = {}): Promise<Metric[]> {
      const rows = wellFormedRows<Metric>(metricRowSchema, await sidechain.findAll<{ _id: number }>('market', 'metrics', query), 'market.metrics');
      return [...rows.filter((row) => row.symbol !== SWAP_HIVE_METRIC.symbol), SWAP_HIVE_METRIC];
    },

    /** Instances of one NFT symbol (`nft/<SYMBOL>instances`). */
    async getNftInstances(symbol: string, query: Query = {}): Promise<NftInstance[]> {
      const rows = await sidechain.findAll<NftInstanceRow>('nft', `${symbol}instances`, query);
      return rows.map((row) => ({
        _id: row._id,
        nftSymbol: symbol,
        nftId: String(row._id),
        account: row.account,
        ownedBy: row.ownedBy,
        previousAccount: row.previousAccount,
        properties: row.properties ?? {},
      }));
    },

    /** Sell orders of one NFT symbol (`nftmarket/<SYMBOL>sellBook`). */
    getNftSellBook(symbol: string, query: Query = {}): Promise<NftSellOrder[]> {
      return sidechain.findAll<NftSellOrder>('nftmarket', `${symbol}sellBook`, query);
    },

    /** One balance row, `null` when the account never held the token. */
    getBalance(account: string, symbol: string): Promise<Balance | null> {
      return sidechain.findOne<Balance>('tokens', 'balances', { account, symbol });
    },

    /** Every balance row of an account. */
    getBalances(account: string): Promise<Balance[]> {
      return sidechain.findAll<Balance & { _id: number }>('tokens', 'balances', { account });
    },

    /** The latest trades of a symbol, newest first (limit 100). */
    getTradesHistory(symbol: string, type?: 'buy' | 'sell'): Promise<Trade[]> {
      return sidechain.find<Trade>('market', 'tradesHistory', type ? { symbol, type } : { symbol }, {
        limit: TRADES_HISTORY_LIMIT,
        indexes: [{ index: 'timestamp', descending: true }],
      });
    },
  };
}

export type SidechainQueries = ReturnType<typeof createSidechainQueries>;
