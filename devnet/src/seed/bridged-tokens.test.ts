import { EVM_TOKENS, heSymbolOf, type EvmChain } from '../services/evm/evm-chains';
import { bridgedTokens } from './bridged-tokens';
import { buildTokenCatalog } from './token-catalog';
import { Random } from './random';

describe('bridgedTokens', () => {
  it('adds every token an EVM bridge lists that the named catalog lacks, once', () => {
    const catalog = buildTokenCatalog(new Random(1).fork('tokens'), 1).map((token) => token.symbol);
    const listed = (Object.keys(EVM_TOKENS) as EvmChain[]).flatMap((chain) => EVM_TOKENS[chain].map((token) => heSymbolOf(chain, token.symbol)));
    for (const symbol of listed) expect(catalog.filter((s) => s === symbol)).toHaveLength(1);
    expect(catalog).toEqual(expect.arrayContaining(['SWAP.WBTC', 'SWAP.BUSD.BSC', 'SWAP.CAKE.BSC', 'SWAP.USDC.POLY', 'SWAP.WETH.POLY']));
  });

  it('keeps what the catalog already names and caps precision at the sidechain maximum', () => {
    const tokens = bridgedTokens(new Set(['SWAP.WBTC']));
    expect(tokens.map((token) => token.symbol)).not.toContain('SWAP.WBTC');
    expect(tokens.find((token) => token.symbol === 'SWAP.BUSD.BSC')).toMatchObject({ precision: 8, holders: 0, market: 'unlisted' });
  });
});
