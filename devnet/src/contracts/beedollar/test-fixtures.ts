import type { Row } from '../../chain/contract-api';
import { createTestChain, type TestChain } from '../../chain/testing';
import { seedBeeDollar } from '../../seed/beedollar';
import { seedTable } from '../../seed/rows';
import { contract as tokens } from '../tokens';
import { balanceRow, BEE, tokenRow, tokensSeedTables } from '../tokens/test-fixtures';
import { BEE_POOL, HBD_POOL } from './constants';
import { contract as beedollar } from './index';

/** A chain running `tokens` and `beedollar`, with BEE, BEED and the two price pools' rows. */

export const BEED = tokenRow('BEED', { issuer: 'null', precision: 4, maxSupply: '9007199254740991.0000', supply: '0.0000', circulatingSupply: '0.0000' });

/** BEE at 0.25 HIVE and HIVE at 0.40 HBD: BEE is worth 0.1 USD. */
export const PRICES = { beeInHive: '0.25000000', hiveInHbd: '0.40000000' };

export function poolRows(beeInHive: string | number, hiveInHbd: string | number): Row[] {
  return [
    { tokenPair: BEE_POOL, basePrice: '4.00000000', quotePrice: beeInHive, precision: 8 },
    { tokenPair: HBD_POOL, basePrice: hiveInHbd, quotePrice: '2.50000000', precision: 8 },
  ];
}

export function createBeeDollarChain(pools: Row[] = poolRows(PRICES.beeInHive, PRICES.hiveInHbd)): TestChain {
  return createTestChain([tokens, beedollar], {
    seedTables: [
      ...tokensSeedTables({ tokens: [BEE, BEED], balances: [balanceRow('alice', 'BEE', { balance: '100.00000000' })] }),
      seedTable('marketpools', { name: 'pools', indexes: ['tokenPair'] }, pools),
      ...seedBeeDollar(),
    ],
  });
}

export const convert = (chain: TestChain, sender: string, quantity: unknown, active = true) =>
  chain.runAction(sender, 'beedollar', 'convert', { quantity }, { active });
