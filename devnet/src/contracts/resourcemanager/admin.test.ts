import { lastBlockTimeMs } from '../tokens/test-fixtures';
import { createResourceChain } from './test-fixtures';

function params(chain: ReturnType<typeof createResourceChain>) {
  const { _id, ...row } = chain.table('resourcemanager', 'params').findOne({})!;
  return row;
}

describe('resourcemanager admin actions', () => {
  it('genesis writes the default params', () => {
    expect(params(createResourceChain())).toEqual({
      numberOfFreeTx: 1,
      denyMaxTx: 1,
      multiTransactionFee: '0.001',
      burnSymbol: 'BEED',
      allowlistBurnFee: '10',
    });
  });

  it('updateParams: the owner changes the params', () => {
    const chain = createResourceChain();
    const payload = { numberOfFreeTx: 2, multiTransactionFee: '0.01', denyMaxTx: 3, burnSymbol: 'BEED', allowlistBurnFee: '5' };
    expect(chain.runAction('hive-engine', 'resourcemanager', 'updateParams', payload).logs).toEqual({});
    expect(params(chain)).toEqual(payload);
  });

  it.each([
    ['alice', { numberOfFreeTx: 2 }, 'not authorized'],
    ['hive-engine', { numberOfFreeTx: 1.5 }, 'invalid numberOfFreeTx'],
    ['hive-engine', { numberOfFreeTx: 2, multiTransactionFee: 'x' }, 'invalid multiTransactionFee'],
    ['hive-engine', { denyMaxTx: -1 }, 'invalid denyMaxTx'],
    ['hive-engine', { burnSymbol: 7 }, 'invalid burnSymbol'],
    ['hive-engine', { burnSymbol: 'NOPE' }, 'burnSymbol not available'],
    ['hive-engine', { allowlistBurnFee: 'Infinity' }, 'invalid allowlistBurnFee'],
  ])('updateParams: %s %j → "%s", nothing saved', (sender, payload, message) => {
    const chain = createResourceChain();
    expect(chain.runAction(sender, 'resourcemanager', 'updateParams', payload).logs).toEqual({ errors: [message] });
    expect(params(chain).numberOfFreeTx).toBe(1);
  });

  it('updateAccount: creates or updates an account control row', () => {
    const chain = createResourceChain();
    const result = chain.runAction('hive-engine', 'resourcemanager', 'updateAccount', { account: 'bob', isDenied: true });
    expect(result.logs).toEqual({
      events: [
        {
          contract: 'resourcemanager',
          event: 'updateAccount',
          data: { from: 'hive-engine', updatedAccount: 'bob', isDenied: true },
        },
      ],
    });
    const { _id, ...row } = chain.table('resourcemanager', 'accountControls').findOne({ account: 'bob' })!;
    expect(row).toEqual({ account: 'bob', isDenied: true, lastAction: lastBlockTimeMs(chain) });
    chain.runAction('hive-engine', 'resourcemanager', 'updateAccount', { account: 'bob', isDenied: false });
    expect(chain.rows('resourcemanager', 'accountControls')).toHaveLength(1);
  });

  it.each([
    ['alice', { account: 'bob', isDenied: true }, 'not authorized'],
    ['hive-engine', { isDenied: true }, 'invalid account'],
    ['hive-engine', { account: 'bob', isDenied: 'yes' }, 'invalid isDenied'],
    ['hive-engine', { account: 'bob', isAllowed: 1 }, 'invalid isAllowed'],
  ])('updateAccount: %s %j → "%s"', (sender, payload, message) => {
    const chain = createResourceChain();
    expect(chain.runAction(sender, 'resourcemanager', 'updateAccount', payload).logs).toEqual({ errors: [message] });
    expect(chain.rows('resourcemanager', 'accountControls')).toEqual([]);
  });

  it('updateModerator: the owner adds and removes moderators, who may then update accounts', () => {
    const chain = createResourceChain();
    expect(chain.runAction('hive-engine', 'resourcemanager', 'updateModerator', { account: 'carol', action: 'add' }).logs).toEqual({
      events: [{ contract: 'resourcemanager', event: 'updateModerator', data: { from: 'hive-engine', account: 'carol', action: 'add' } }],
    });
    expect(chain.runAction('carol', 'resourcemanager', 'updateAccount', { account: 'bob', isDenied: true }).logs.errors).toBeUndefined();
    chain.runAction('hive-engine', 'resourcemanager', 'updateModerator', { account: 'carol', action: 'remove' });
    expect(chain.rows('resourcemanager', 'moderators')).toEqual([]);
    expect(chain.runAction('hive-engine', 'resourcemanager', 'updateModerator', { account: 'carol', action: 'remove' }).logs).toEqual({});
  });

  it('updateModerator: anyone else is not authorized', () => {
    const chain = createResourceChain();
    expect(chain.runAction('carol', 'resourcemanager', 'updateModerator', { account: 'carol', action: 'add' }).logs).toEqual({
      errors: ['not authorized'],
    });
  });
});
