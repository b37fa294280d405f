import { DEV_ACCOUNTS, SYSTEM_ACCOUNT } from '../accounts';
import { ChainNumber } from './rows';
import type { MarketActivity, TokenDefinition } from './token-definition';

const MAX_SAFE_SUPPLY = '9007199254740991';
const ICON_BASE = 'https://cdn.tribaldex.com/tribaldex/token-icons';

interface CoreToken {
  symbol: string;
  name: string;
  issuer: string;
  precision: number;
  maxSupply: string;
  priceHive: string;
  unit: string;
  market: MarketActivity;
  holders: number;
  url: string;
  desc: string;
  staking?: [unstakingCooldown: number, numberTransactions: number];
  undelegationCooldown?: number;
  reserveHolder?: string;
}

const [alice, bob, carol, dave, erin] = DEV_ACCOUNTS;
const { burn, hiveEngine, hivePeg, btcPeg, ethPeg } = SYSTEM_ACCOUNT;

/** The platform's own tokens, the pegged coins and the named tokens other areas refer to. */
const CORE_TOKENS: CoreToken[] = [
  { symbol: 'BEE', name: 'Hive Engine Token', issuer: burn, precision: 8, maxSupply: MAX_SAFE_SUPPLY, priceHive: '0.25', unit: '2000', market: 'deep', holders: 60, url: 'https://hive-engine.com', desc: 'The utility token of Hive Engine.', staking: [40, 4], undelegationCooldown: 7 },
  { symbol: 'SWAP.HIVE', name: 'HIVE Pegged', issuer: hivePeg, precision: 8, maxSupply: '1000000000', priceHive: '1', unit: '500', market: 'unlisted', holders: 60, url: 'https://hive-engine.com', desc: 'HIVE pegged 1:1 on the sidechain.', reserveHolder: hivePeg },
  { symbol: 'BEED', name: 'BEE Dollar', issuer: burn, precision: 4, maxSupply: MAX_SAFE_SUPPLY, priceHive: '4', unit: '100', market: 'deep', holders: 30, url: 'https://hive-engine.com', desc: 'A dollar-like token minted by burning BEE.' },
  { symbol: 'WORKERBEE', name: 'Worker Bee', issuer: hiveEngine, precision: 5, maxSupply: '1000000', priceHive: '12', unit: '50', market: 'deep', holders: 40, url: 'https://hive-engine.com', desc: 'Governance token used to vote for witnesses.', staking: [30, 30], undelegationCooldown: 7 },
  { symbol: 'SWAP.BTC', name: 'BTC Pegged', issuer: btcPeg, precision: 8, maxSupply: '21000000', priceHive: '400000', unit: '0.005', market: 'deep', holders: 25, url: 'https://bitcoin.org', desc: 'Bitcoin pegged on the sidechain.' },
  { symbol: 'SWAP.ETH', name: 'Ethereum', issuer: ethPeg, precision: 8, maxSupply: '1000000000', priceHive: '14000', unit: '0.2', market: 'deep', holders: 25, url: 'https://ethereum.org', desc: 'Ether bridged to the sidechain.' },
  { symbol: 'SWAP.HBD', name: 'HBD Pegged', issuer: btcPeg, precision: 8, maxSupply: '1000000000', priceHive: '4', unit: '200', market: 'deep', holders: 30, url: 'https://hive.io', desc: 'Hive Backed Dollar pegged on the sidechain.' },
  { symbol: 'SWAP.USDT', name: 'Tether', issuer: ethPeg, precision: 6, maxSupply: '1000000000', priceHive: '4', unit: '200', market: 'deep', holders: 25, url: 'https://tether.to', desc: 'USDT bridged to the sidechain.' },
  { symbol: 'SWAP.USDC', name: 'USD Coin', issuer: ethPeg, precision: 6, maxSupply: '1000000000', priceHive: '4', unit: '150', market: 'active', holders: 15, url: 'https://www.circle.com', desc: 'USDC bridged to the sidechain.' },
  { symbol: 'SWAP.DAI', name: 'Dai', issuer: ethPeg, precision: 8, maxSupply: '1000000000', priceHive: '4', unit: '100', market: 'active', holders: 10, url: 'https://makerdao.com', desc: 'DAI bridged to the sidechain.' },
  { symbol: 'SWAP.LTC', name: 'Litecoin', issuer: btcPeg, precision: 8, maxSupply: '84000000', priceHive: '360', unit: '2', market: 'active', holders: 15, url: 'https://litecoin.org', desc: 'Litecoin pegged on the sidechain.' },
  { symbol: 'SWAP.DOGE', name: 'Dogecoin', issuer: btcPeg, precision: 8, maxSupply: '1000000000000', priceHive: '0.6', unit: '3000', market: 'active', holders: 20, url: 'https://dogecoin.com', desc: 'Dogecoin pegged on the sidechain.' },
  { symbol: 'SWAP.BCH', name: 'Bitcoin Cash', issuer: btcPeg, precision: 8, maxSupply: '21000000', priceHive: '1800', unit: '0.5', market: 'stale', holders: 8, url: 'https://bitcoincash.org', desc: 'Bitcoin Cash pegged on the sidechain.' },
  { symbol: 'SWAP.BNB', name: 'BNB', issuer: ethPeg, precision: 8, maxSupply: '1000000000', priceHive: '2400', unit: '0.3', market: 'active', holders: 10, url: 'https://www.bnbchain.org', desc: 'BNB bridged from BSC.' },
  { symbol: 'SWAP.MATIC', name: 'Polygon', issuer: ethPeg, precision: 8, maxSupply: '10000000000', priceHive: '2', unit: '500', market: 'stale', holders: 8, url: 'https://polygon.technology', desc: 'POL bridged from Polygon.' },
  { symbol: 'SWAP.EOS', name: 'EOS', issuer: btcPeg, precision: 4, maxSupply: '1000000000', priceHive: '3', unit: '300', market: 'stale', holders: 6, url: 'https://eosnetwork.com', desc: 'EOS pegged on the sidechain.' },
  { symbol: 'HONEY', name: 'Honey Pot', issuer: alice, precision: 3, maxSupply: '100000000', priceHive: '0.042', unit: '25000', market: 'deep', holders: 35, url: 'https://honeypot.example', desc: 'Community token of the honey makers.', staking: [7, 7], undelegationCooldown: 3 },
  { symbol: 'GAMER', name: 'Gamer Guild', issuer: bob, precision: 4, maxSupply: '500000000', priceHive: '0.0123', unit: '40000', market: 'deep', holders: 30, url: 'https://gamerguild.example', desc: 'Rewards for guild players.', staking: [14, 2], undelegationCooldown: 7 },
  { symbol: 'ARCADE', name: 'Arcade Tickets', issuer: carol, precision: 0, maxSupply: '1000000000', priceHive: '0.00052', unit: '500000', market: 'active', holders: 25, url: 'https://arcade.example', desc: 'Tickets for the arcade.', staking: [3, 1] },
  { symbol: 'PIXEL', name: 'Pixel Art', issuer: dave, precision: 2, maxSupply: '21000000', priceHive: '0.9', unit: '800', market: 'active', holders: 20, url: 'https://pixel.example', desc: 'Pay artists in pixels.' },
  { symbol: 'HEROPACK', name: 'Heroes Booster Pack', issuer: erin, precision: 0, maxSupply: '1000000', priceHive: '2.5', unit: '10', market: 'active', holders: 15, url: 'https://heroes.example', desc: 'Open it to get Heroes cards.' },
];

export function coreTokens(): TokenDefinition[] {
  return CORE_TOKENS.map((token) => ({
    symbol: token.symbol,
    name: token.name,
    issuer: token.issuer,
    precision: token.precision,
    maxSupply: new ChainNumber(token.maxSupply),
    metadata: { url: token.url, icon: `${ICON_BASE}/${token.symbol}.png`, desc: token.desc },
    staking: token.staking && { unstakingCooldown: token.staking[0], numberTransactions: token.staking[1] },
    delegation: token.undelegationCooldown === undefined ? undefined : { undelegationCooldown: token.undelegationCooldown },
    priceHive: new ChainNumber(token.priceHive),
    unit: Number(token.unit),
    market: token.market,
    holders: token.holders,
    reserveHolder: token.reserveHolder,
  }));
}
