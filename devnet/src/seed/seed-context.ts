import type { SeedOptions } from '../chain/seed-api';
import { communityAccounts } from './accounts';
import { Ledger } from './ledger';
import { Random } from './random';
import { buildTokenCatalog } from './token-catalog';
import type { TokenDefinition } from './token-definition';

/** Ordinary users per unit of scale (enough room for every order under the 200-orders cap). */
const USERS_PER_SCALE = 150;
const ROOT_SEED = 20261101;

/** What every area generator reads and writes while the seed is built. */
export class SeedContext {
  readonly random = new Random(ROOT_SEED);
  readonly ledger = new Ledger();
  readonly tokens: TokenDefinition[];
  readonly users: string[];
  readonly scale: number;
  /** The seed's "now" (ms); every seeded timestamp is relative to it. */
  readonly startMs: number;
  private readonly tokensBySymbol: Map<string, TokenDefinition>;

  constructor({ scale, startMs }: SeedOptions) {
    this.scale = scale;
    this.startMs = startMs;
    this.tokens = buildTokenCatalog(this.random.fork('tokens'), scale);
    this.tokensBySymbol = new Map(this.tokens.map((token) => [token.symbol, token]));
    this.users = communityAccounts(USERS_PER_SCALE * scale);
  }

  token(symbol: string): TokenDefinition {
    const token = this.tokensBySymbol.get(symbol);
    if (!token) throw new Error(`seed has no token ${symbol}`);
    return token;
  }

  /** An independent random stream for one area. */
  randomFor(area: string): Random {
    return this.random.fork(area);
  }
}
