import type { TestChain } from '../../chain/testing';
import { contract as nft } from '../nft';
import { BEE, balanceRow, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import { contract as packmanager } from '.';

/** Test support: tokens + nft + packmanager, BEE and a precision-0 pack token PACK (issuer alice). */

type Balances = Record<string, Record<string, string>>;

const TOKENS = [
  BEE,
  tokenRow('PACK', { issuer: 'alice', precision: 0, maxSupply: '1000000', supply: '1000', circulatingSupply: '1000' }),
];

const rowsOf = (balances: Balances) =>
  Object.entries(balances).flatMap(([account, bySymbol]) =>
    Object.entries(bySymbol).map(([symbol, balance]) => balanceRow(account, symbol, { balance })),
  );

export function createPackTestChain(balances: Balances = { alice: { BEE: '5000' } }): TestChain {
  return createTokensChain({ tokens: TOKENS, balances: rowsOf(balances), contractsBalances: [] }, [nft, packmanager]);
}

export const CREATE_NFT = { symbol: 'CARD', name: 'Cards', url: 'https://cards.example' };

export const REGISTER_PACK = {
  packSymbol: 'PACK',
  nftSymbol: 'CARD',
  edition: 0,
  editionName: 'Alpha',
  cardsPerPack: 3,
  foilChance: [90, 100],
  categoryChance: [1],
  rarityChance: [60, 100],
  teamChance: [1],
  numRolls: 3,
};

/** alice creates CARD, registers PACK for edition 0, adds a common and a rare type and funds 10 BEE. */
export function chainWithPack(balances?: Balances): TestChain {
  const t = createPackTestChain(balances);
  t.runAction('alice', 'packmanager', 'createNft', CREATE_NFT);
  t.runAction('alice', 'packmanager', 'registerPack', REGISTER_PACK);
  t.runAction('alice', 'packmanager', 'addType', { nftSymbol: 'CARD', edition: 0, category: 0, rarity: 0, team: 0, name: 'Squire' });
  t.runAction('alice', 'packmanager', 'addType', { nftSymbol: 'CARD', edition: 0, category: 0, rarity: 1, team: 0, name: 'Dragon' });
  t.runAction('alice', 'packmanager', 'deposit', { nftSymbol: 'CARD', amount: '10' });
  return t;
}
