import { SYSTEM_ACCOUNT } from '../accounts';
import { EVM_CHAINS, EVM_TOKENS, heSymbolOf, type EvmChain } from '../services/evm/evm-chains';
import { ChainNumber } from './rows';
import type { TokenDefinition } from './token-definition';

const ICON_BASE = 'https://cdn.tribaldex.com/tribaldex/token-icons';

/**
 * The EVM bridges' tokens the named catalog lacks (SWAP.WBTC, SWAP.BUSD.BSC …), so every token the
 * bridges list exists on the sidechain. Issued by the ETH peg account, held by nobody yet, not traded.
 */
export function bridgedTokens(taken: ReadonlySet<string>): TokenDefinition[] {
  return (Object.keys(EVM_TOKENS) as EvmChain[]).flatMap((chain) =>
    EVM_TOKENS[chain]
      .filter((token) => !taken.has(heSymbolOf(chain, token.symbol)))
      .map((token) => ({
        symbol: heSymbolOf(chain, token.symbol),
        name: `${token.name} (${EVM_CHAINS[chain].network})`,
        issuer: SYSTEM_ACCOUNT.ethPeg,
        precision: Math.min(token.precision, 8),
        maxSupply: new ChainNumber('1000000000'),
        metadata: { url: 'https://hive-engine.com', icon: `${ICON_BASE}/${heSymbolOf(chain, token.symbol)}.png`, desc: `${token.symbol} bridged from ${EVM_CHAINS[chain].network}.` },
        priceHive: new ChainNumber('1'),
        unit: 1,
        market: 'unlisted' as const,
        holders: 0,
      })),
  );
}
