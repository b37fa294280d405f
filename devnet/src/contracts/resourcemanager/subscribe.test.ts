import { balanceOf, lastBlockTimeMs } from '../tokens/test-fixtures';
import { createResourceChain } from './test-fixtures';

const DAY = 24 * 3600 * 1000;

describe('resourcemanager.subscribe', () => {
  it('burns allowlistBurnFee BEED for a 30-day allow-list entry (posting key is enough)', () => {
    const chain = createResourceChain();
    const result = chain.runAction('alice', 'resourcemanager', 'subscribe', {}, { active: false });
    const subscribedUntil = lastBlockTimeMs(chain) + 30 * DAY;
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEED', quantity: '10' } },
        {
          contract: 'resourcemanager',
          event: 'subscribe',
          data: { from: 'alice', to: 'null', symbol: 'BEED', fee: '10', subscribedUntil },
        },
      ],
    });
    const { _id, ...row } = chain.table('resourcemanager', 'accountControls').findOne({ account: 'alice' })!;
    expect(row).toEqual({ account: 'alice', isDenied: false, isAllowed: true, allowedUntil: subscribedUntil });
    expect(balanceOf(chain, 'alice', 'BEED')?.balance).toBe('10.0000');
  });

  it('can only be bought again once the subscription ended', () => {
    const chain = createResourceChain();
    chain.runAction('alice', 'resourcemanager', 'subscribe', {});
    chain.clock.advance(29 * DAY);
    expect(chain.runAction('alice', 'resourcemanager', 'subscribe', {}).logs).toEqual({
      errors: ['can only be purchased once a month.'],
    });
    chain.clock.advance(2 * DAY);
    expect(chain.runAction('alice', 'resourcemanager', 'subscribe', {}).logs.errors).toBeUndefined();
    expect(balanceOf(chain, 'alice', 'BEED')?.balance).toBe('0.0000');
  });

  it('is refused to throttled accounts', () => {
    const chain = createResourceChain();
    chain.runAction('hive-engine', 'resourcemanager', 'updateAccount', { account: 'alice', isDenied: true });
    chain.clock.advance(DAY);
    expect(chain.runAction('alice', 'resourcemanager', 'subscribe', {}).logs).toEqual({
      errors: ['cannot be purchased as long as you are throttled.'],
    });
  });

  it('needs the fee', () => {
    const chain = createResourceChain();
    expect(chain.runAction('bob', 'resourcemanager', 'subscribe', {}).logs).toEqual({
      errors: ['balance does not exist', 'not enough tokens for allowList fee'],
    });
    expect(chain.table('resourcemanager', 'accountControls').findOne({ account: 'bob' })).toBeNull();
  });
});
