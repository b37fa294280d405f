import { MS_PER_DAY } from '../../contracts/shared/block-time';
import { chainWithDelegation, createCard, createNftTestChain, issueCard } from '../../contracts/nft/test-chain';
import { deriveRows } from './derive-rows';
import type { HistorySource } from './history-types';
import { chainHistory, rowsOf } from './test-chain-history';
import { UndelegationOwners } from './undelegation-owners';

describe('nft definition rows from real nft runs', () => {
  it('records each change of the definition for its sender, with the fee burn as <action>Fee', () => {
    const t = createNftTestChain({ alice: { BEE: '5000' } });
    createCard(t, { level: 'number', edition: 'string', tag: 'string', rarity: 'string' }, ['edition']);
    t.runAction('alice', 'nft', 'updatePropertyDefinition', { symbol: 'CARD', name: 'rarity', newName: 'grade' });
    issueCard(t, 'bob');
    t.runAction('alice', 'nft', 'setProperties', { symbol: 'CARD', nfts: [{ id: '1', properties: { level: 2 } }] });
    t.runAction('alice', 'nft', 'setPropertyPermissions', { symbol: 'CARD', name: 'tag', accounts: ['bob'] });
    t.runAction('alice', 'nft', 'updateMetadata', { symbol: 'CARD', metadata: { url: 'https://cards.example', icon: 'x.png' } });
    t.runAction('alice', 'nft', 'updateName', { symbol: 'CARD', name: 'Better Cards' });
    t.runAction('alice', 'nft', 'addAuthorizedIssuingAccounts', { symbol: 'CARD', accounts: ['carol'] });
    t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 5 });
    t.runAction('bob', 'nft', 'updateName', { symbol: 'CARD', name: 'Stolen' }); // error: not recorded

    const rows = chainHistory(t).filter((row) => row.operation !== 'nft_issue' && row.operation !== 'nft_issueFee');
    expect(rows.filter((row) => row.account === 'alice').map(({ operation }) => operation)).toEqual([
      'nft_create', 'nft_createFee',
      'nft_addProperty', 'nft_addProperty', 'nft_addProperty', 'nft_addProperty', 'nft_addPropertyFee',
      'nft_setGroupBy', 'nft_updatePropertyDefinition', 'nft_setProperties', 'nft_setPropertyPermissions',
      'nft_updateMetadata', 'nft_updateName', 'nft_addAuthorizedIssuingAccounts', 'nft_enableDelegation', 'nft_enableDelegationFee',
    ]);
    expect(rows.some((row) => row.account === 'bob')).toBe(false);
    expect(rowsOf(rows, ['nft_create'], ['symbol', 'name', 'orgName', 'productName', 'url'])).toEqual([
      { account: 'alice', operation: 'nft_create', symbol: 'CARD', name: 'Cards', orgName: null, productName: null, url: 'https://cards.example' },
    ]);
    expect(rowsOf(rows, ['nft_addProperty'], ['symbol', 'name', 'type'])[3]).toEqual({
      account: 'alice', operation: 'nft_addProperty', symbol: 'CARD', name: 'rarity', type: 'string',
    });
    expect(rowsOf(rows, ['nft_setProperties', 'nft_setGroupBy', 'nft_setPropertyPermissions'], ['nfts', 'properties', 'name', 'accounts'])).toEqual([
      { account: 'alice', operation: 'nft_setGroupBy', nfts: undefined, properties: ['edition'], name: undefined, accounts: undefined },
      { account: 'alice', operation: 'nft_setProperties', nfts: [{ id: '1', properties: { level: 2 } }], properties: undefined, name: undefined, accounts: undefined },
      { account: 'alice', operation: 'nft_setPropertyPermissions', nfts: undefined, properties: undefined, name: 'tag', accounts: ['bob'] },
    ]);
    expect(rowsOf(rows, ['nft_updatePropertyDefinition'], ['originalName', 'originalType', 'newName', 'newType'])).toEqual([
      { account: 'alice', operation: 'nft_updatePropertyDefinition', originalName: 'rarity', originalType: 'string', newName: 'grade', newType: null },
    ]);
    expect(rowsOf(rows, ['nft_updateMetadata', 'nft_updateName', 'nft_enableDelegation'], ['metadata', 'name', 'undelegationCooldown'])).toEqual([
      { account: 'alice', operation: 'nft_updateMetadata', metadata: { url: 'https://cards.example', icon: 'x.png' }, name: undefined, undelegationCooldown: undefined },
      { account: 'alice', operation: 'nft_updateName', metadata: undefined, name: 'Better Cards', undelegationCooldown: undefined },
      { account: 'alice', operation: 'nft_enableDelegation', metadata: undefined, name: undefined, undelegationCooldown: 5 },
    ]);
  });

  it('ignores action names that are not definition changes, including prototype keys', () => {
    const source: HistorySource = {
      blockNumber: 1, transactionId: 't', timestamp: 0, sender: 'alice', contract: 'nft', action: 'constructor', payload: { symbol: 'CARD' }, events: [],
    };
    expect(deriveRows(source, new UndelegationOwners())).toEqual([]);
  });
});

describe('nft undelegation rows from real nft runs', () => {
  it('gives the owner nft_undelegate per instance and nft_undelegateDone when the cooldown tick completes it', () => {
    const t = chainWithDelegation();
    t.runAction('bob', 'nft', 'delegate', { to: 'carol', nfts: [{ symbol: 'CARD', ids: ['1', '2'] }] });
    t.runAction('bob', 'nft', 'undelegate', { nfts: [{ symbol: 'CARD', ids: ['1', '2'] }] });
    t.advanceClock(2 * MS_PER_DAY);

    expect(rowsOf(chainHistory(t), ['nft_undelegate', 'nft_undelegateDone'], ['symbol', 'from', 'nft', 'nfts'])).toEqual([
      { account: 'bob', operation: 'nft_undelegate', symbol: 'CARD', from: 'carol', nft: '1', nfts: undefined },
      { account: 'bob', operation: 'nft_undelegate', symbol: 'CARD', from: 'carol', nft: '2', nfts: undefined },
      { account: 'bob', operation: 'nft_undelegateDone', symbol: 'CARD', from: undefined, nft: undefined, nfts: [1, 2] },
    ]);
  });

  it('falls back to the current holder for an undelegation it never saw start', () => {
    const t = chainWithDelegation();
    t.runAction('bob', 'nft', 'delegate', { to: 'carol', nfts: [{ symbol: 'CARD', ids: ['1'] }] });
    t.runAction('bob', 'nft', 'undelegate', { nfts: [{ symbol: 'CARD', ids: ['1'] }] });
    t.advanceClock(2 * MS_PER_DAY);
    const [tick] = [...t.chain.processedTransactions()].filter((tx) => tx.action === 'checkPendingUndelegations' && tx.logs.events);
    const owners = new UndelegationOwners((symbol, id) => (symbol === 'CARD' && id === '1' ? 'bob' : undefined));
    const source: HistorySource = {
      blockNumber: tick.blockNumber, transactionId: tick.transactionId, timestamp: 0, sender: null,
      contract: tick.contract, action: tick.action, payload: tick.payload, events: tick.logs.events ?? [],
    };

    expect(rowsOf(deriveRows(source, owners), ['nft_undelegateDone'], ['nfts'])).toEqual([{ account: 'bob', operation: 'nft_undelegateDone', nfts: [1] }]);
    expect(deriveRows(source, new UndelegationOwners())).toEqual([]);
  });
});
