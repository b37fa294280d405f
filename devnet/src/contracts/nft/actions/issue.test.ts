import type { ContractDefinition } from '../../../chain/contract-api';
import { balanceAmount } from '../../tokens/test-fixtures';
import { createCard, createNftTestChain } from '../test-chain';

const ISSUE = { symbol: 'CARD', to: 'Bob', feeSymbol: 'BEE' };

describe('nft.issue', () => {
  it('burns base fee × (1 + properties), inserts instance 1 and emits the issue event', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t, { level: 'number', color: 'string', shiny: 'boolean' });
    const result = t.runAction('alice', 'nft', 'issue', { ...ISSUE, properties: { level: '3', color: 'red' } });
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '0.00400000' } },
        {
          contract: 'nft',
          event: 'issue',
          data: {
            from: 'alice', fromType: 'user', to: 'bob', toType: 'user', symbol: 'CARD',
            lockedTokens: {}, lockedNfts: [], soulBound: false, properties: { level: 3, color: 'red' }, id: 1,
          },
        },
      ],
    });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('0.99600000');
    expect(t.rows('nft', 'CARDinstances')).toEqual([
      { _id: 1, account: 'bob', soulBound: false, ownedBy: 'u', lockedTokens: {}, properties: { level: 3, color: 'red' } },
    ]);
    expect(t.rows('nft', 'nfts')[0]).toMatchObject({ supply: 1, circulatingSupply: 1 });
  });

  it('numbers instances from 1 per symbol and does not count issues to user null as circulating', () => {
    const t = createNftTestChain({ alice: { BEE: '300' } });
    createCard(t);
    t.runAction('alice', 'nft', 'create', { name: 'Other', symbol: 'OTHER' });
    t.runAction('alice', 'nft', 'issue', ISSUE);
    const other = t.runAction('alice', 'nft', 'issue', { ...ISSUE, symbol: 'OTHER', to: 'null', toType: 'user', soulBound: true });
    expect(other.logs.events?.[1].data).toMatchObject({ id: 1, to: 'null', soulBound: true });
    expect(t.rows('nft', 'OTHERinstances')[0]).toMatchObject({ _id: 1, account: 'null', soulBound: true });
    expect(t.rows('nft', 'nfts')[1]).toMatchObject({ supply: 1, circulatingSupply: 0 });
  });

  it('locks tokens in the nft contract and pays the fee in PAL', () => {
    const t = createNftTestChain({ alice: { BEE: '100', PAL: '1', TKN: '5' } });
    createCard(t);
    const result = t.runAction('alice', 'nft', 'issue', { ...ISSUE, feeSymbol: 'PAL', lockTokens: { TKN: '2.5', PAL: '0.5' } });
    expect(result.logs.errors).toBeUndefined();
    expect(result.logs.events?.map((e) => `${e.contract}.${e.event}`)).toEqual([
      'tokens.transfer', 'tokens.transferToContract', 'tokens.transferToContract', 'nft.issue',
    ]);
    expect(balanceAmount(t, 'alice', 'PAL')).toBe('0.499');
    expect(balanceAmount(t, 'nft', 'TKN', 'contractsBalances')).toBe('2.500');
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ lockedTokens: { TKN: '2.5', PAL: '0.5' } });
  });

  it('locks NFTs into a container instance', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    t.runAction('alice', 'nft', 'issue', { ...ISSUE, to: 'alice' });
    const result = t.runAction('alice', 'nft', 'issue', { ...ISSUE, lockNfts: [{ symbol: 'CARD', ids: ['1', '1', '7'] }] });
    expect(result.logs.events?.[1]).toEqual({
      contract: 'nft', event: 'transfer', data: { from: 'alice', fromType: 'u', to: 'nft', toType: 'c', symbol: 'CARD', id: '1' },
    });
    expect(t.rows('nft', 'CARDinstances')[1]).toMatchObject({ _id: 2, lockedNfts: [{ symbol: 'CARD', ids: ['1'] }] });
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ account: 'nft', ownedBy: 'c', previousAccount: 'alice' });
  });

  it.each([
    [{ ...ISSUE, feeSymbol: 'TKN' }, 'invalid params'],
    [{ ...ISSUE, toType: 'robot' }, 'invalid params'],
    [{ ...ISSUE, fromType: 'contract' }, 'invalid params'],
    [{ ...ISSUE, soulBound: 'yes' }, 'invalid params'],
    [{ ...ISSUE, lockNfts: [{ symbol: 'CARD', ids: ['0'] }] }, 'invalid nft list'],
    [{ ...ISSUE, to: 'ab' }, 'invalid to'],
    [{ ...ISSUE, symbol: 'NOPE' }, 'symbol does not exist'],
    [{ ...ISSUE, lockTokens: { 'SWAP.HIVE': '1' } }, 'invalid basket of tokens to lock (cannot lock more than 10 token types; issuing account must have enough balance)'],
    [{ ...ISSUE, lockTokens: { BEE: '1' } }, 'invalid basket of tokens to lock (cannot lock more than 10 token types; issuing account must have enough balance)'],
    [{ ...ISSUE, properties: { level: 1, color: 'a', extra: 1 } }, 'cannot set more data properties than NFT has'],
    [{ ...ISSUE, properties: { 'le-vel': 1 } }, 'invalid data property name: letters & numbers only, max length of 25'],
    [{ ...ISSUE, properties: { other: 1 } }, 'data property must exist'],
    [{ ...ISSUE, properties: { level: 'high' } }, 'data property type mismatch: expected number but got string for property level'],
    [{ ...ISSUE, properties: { color: 'c'.repeat(101) } }, 'string property max length is 100 characters'],
  ])('logs the first failing check (%#)', (payload, error) => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t, { level: 'number', color: 'string' });
    expect(t.runAction('alice', 'nft', 'issue', payload).logs).toEqual({ errors: [error] });
    expect(t.rows('nft', 'CARDinstances')).toEqual([]);
  });

  it('checks issuer rights, max supply, property editors and the fee balance', () => {
    const t = createNftTestChain({ alice: { BEE: '100.002' }, bob: { BEE: '1' } });
    t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD', maxSupply: '1' });
    t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'level', type: 'number', authorizedEditingAccounts: ['carol'] });
    expect(t.runAction('bob', 'nft', 'issue', ISSUE).logs).toEqual({ errors: ['not allowed to issue tokens'] });
    expect(t.runAction('alice', 'nft', 'issue', { ...ISSUE, properties: { level: 1 } }).logs).toEqual({
      errors: ['not allowed to set data properties'],
    });
    expect(t.runAction('alice', 'nft', 'issue', { ...ISSUE, feeSymbol: 'PAL' }).logs).toEqual({
      errors: ['you must have enough tokens to cover the issuance fees'],
    });
    t.runAction('alice', 'nft', 'issue', ISSUE);
    expect(t.runAction('alice', 'nft', 'issue', ISSUE).logs).toEqual({ errors: ['max supply limit reached'] });
  });
});

/** A stand-in for `packmanager`: issues CARD to `to`, paying out of its own balance. */
const packmanager: ContractDefinition = {
  name: 'packmanager',
  owner: 'null',
  tables: [],
  actions: {
    open: (api, payload) => {
      const { to, lockTokens } = payload;
      api.executeSmartContract('nft', 'issue', { symbol: 'CARD', to, feeSymbol: 'BEE', fromType: 'contract', lockTokens });
    },
  },
};

describe('nft.issue by a calling contract', () => {
  const createPackChain = (packBalances: Record<string, string>) => {
    const t = createNftTestChain(
      { alice: { BEE: '100' } },
      { contractsBalances: { packmanager: packBalances, nft: { BEE: '5' } }, contracts: [packmanager] },
    );
    t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD', authorizedIssuingContracts: ['packmanager'] });
    return t;
  };

  it('takes the fee and the locked tokens out of the calling contract, not out of nft', () => {
    const t = createPackChain({ BEE: '1', TKN: '5' });
    const result = t.runAction('alice', 'packmanager', 'open', { to: 'bob', lockTokens: { TKN: '2' } });
    expect(result.logs.errors).toBeUndefined();
    expect(result.logs.events?.slice(0, 2)).toEqual([
      { contract: 'tokens', event: 'transferFromContract', data: { from: 'packmanager', to: 'null', symbol: 'BEE', quantity: '0.00100000' } },
      { contract: 'tokens', event: 'transferFromContract', data: { from: 'packmanager', to: 'nft', symbol: 'TKN', quantity: '2.000' } },
    ]);
    expect(result.logs.events?.[2]).toMatchObject({ contract: 'nft', event: 'issue', data: { from: 'packmanager', fromType: 'contract', to: 'bob' } });
    expect(balanceAmount(t, 'packmanager', 'BEE', 'contractsBalances')).toBe('0.99900000');
    expect(balanceAmount(t, 'packmanager', 'TKN', 'contractsBalances')).toBe('3.000');
    expect(balanceAmount(t, 'nft', 'BEE', 'contractsBalances')).toBe('5');
    expect(balanceAmount(t, 'nft', 'TKN', 'contractsBalances')).toBe('2.000');
    expect(t.rows('nft', 'CARDinstances')).toEqual([
      { _id: 1, account: 'bob', soulBound: false, ownedBy: 'u', lockedTokens: { TKN: '2' }, properties: {} },
    ]);
  });

  it("checks the calling contract's balance for the fee", () => {
    const t = createPackChain({ TKN: '5' });
    const result = t.runAction('alice', 'packmanager', 'open', { to: 'bob' });
    expect(result.logs).toEqual({ errors: ['you must have enough tokens to cover the issuance fees'] });
    expect(balanceAmount(t, 'nft', 'BEE', 'contractsBalances')).toBe('5');
  });
});
