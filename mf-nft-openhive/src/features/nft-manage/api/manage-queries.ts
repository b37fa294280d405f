import { queries, sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';
import { NFT_DEFINITIONS_KEY, parseNftMetadata, toNftDefinition, type NftDefinition, type NftDefinitionRow } from '../../../shared';
import type { HeldTokens } from '../model/locked-tokens';
import type { MarketParams } from '../model/market-params';

/** A definition as shown, plus its metadata as stored (an edit keeps the keys it does not show). */
export type ManagedNft = NftDefinition & { metadata: Record<string, unknown> };

/** The definitions an account issues (`issuer` = account), by symbol; read again after any issuer action. */
export const issuedNftsQuery = defineQuery({
  key: (account: string) => [...NFT_DEFINITIONS_KEY, 'issued-by', account],
  fetch: async (account: string): Promise<ManagedNft[]> =>
    (await sidechain.findAll<NftDefinitionRow>('nft', 'nfts', { issuer: account }))
      .map((row) => ({ ...toNftDefinition(row), metadata: parseNftMetadata(row.metadata) }))
      .sort((a, b) => a.symbol.localeCompare(b.symbol)),
});

/** The account's liquid tokens with their precision (fees and locked tokens are paid from them). */
export const heldTokensQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'held-tokens'],
  fetch: async (account: string): Promise<HeldTokens> => {
    const balances = (await queries.getBalances(account)).filter((row) => Number(row.balance) > 0);
    if (balances.length === 0) return {};
    const tokens = await queries.getTokens({ symbol: { $in: balances.map((row) => row.symbol) } });
    const precision = new Map(tokens.map((token) => [token.symbol, token.precision]));
    return Object.fromEntries(balances.flatMap((row) => (precision.has(row.symbol) ? [[row.symbol, { balance: row.balance, precision: precision.get(row.symbol) ?? 0 }]] : [])));
  },
});

/** The NFT market's settings (`nftmarket.params`, a row per symbol once any is set). */
export const marketParamsQuery = defineQuery({
  key: (symbol: string) => [...NFT_DEFINITIONS_KEY, 'market-params', symbol],
  fetch: async (symbol: string): Promise<MarketParams> => {
    const row = await sidechain.findOne<MarketParams & { symbol: string }>('nftmarket', 'params', { symbol });
    return row ? { officialMarket: row.officialMarket, agentCut: row.agentCut, minFee: row.minFee } : {};
  },
});
