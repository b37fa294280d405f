import { balanceOf } from '../tokens/test-fixtures';
import { action, createResourceChain, repeated } from './test-fixtures';

const DAY = 24 * 3600 * 1000;
const noopEvent = { contract: 'market', event: 'noop', data: {} };

describe('resourcemanager.burnFee', () => {
  it('lets the first action of a sender in a block through for free', () => {
    const chain = createResourceChain();
    const [first] = chain.submit('alice', repeated(1, 'market')).transactions;
    expect(first.logs).toEqual({ events: [noopEvent] });
    expect(balanceOf(chain, 'alice', 'BEED')?.balance).toBe('20.0000');
  });

  it('burns 0.001 BEED for every further market action in the block', () => {
    const chain = createResourceChain();
    const [, second] = chain.submit('alice', repeated(2, 'market')).transactions;
    expect(second.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEED', quantity: '0.001' } },
        { contract: 'resourcemanager', event: 'burnFee', data: { from: 'alice', to: 'null', symbol: 'BEED', fee: '0.001' } },
        noopEvent,
      ],
    });
    expect(balanceOf(chain, 'alice', 'BEED')?.balance).toBe('19.9990');
  });

  it('refuses a further market action it cannot charge for, still emitting burnFee', () => {
    const chain = createResourceChain();
    const [, second] = chain.submit('bob', repeated(2, 'market')).transactions;
    expect(second.logs).toEqual({
      errors: ['balance does not exist', 'not enough tokens for multiTransaction fee'],
      events: [{ contract: 'resourcemanager', event: 'burnFee', data: { from: 'bob', to: 'null', symbol: 'BEED', fee: '0.001' } }],
    });
  });

  it('caps other contracts at 20 actions per sender and block', () => {
    const chain = createResourceChain();
    const results = chain.submit('alice', repeated(21, 'tokens', 'transfer', { symbol: 'BEED', to: 'bob', quantity: '1' })).transactions;
    expect(results.slice(0, 20).every((result) => result.logs.errors === undefined)).toBe(true);
    expect(results[20].logs).toEqual({ errors: ['max transaction limit per block reached.'] });
    expect(balanceOf(chain, 'bob', 'BEED')?.balance).toBe('20.0000');
  });

  it('neither charges nor caps marketpools', () => {
    const chain = createResourceChain();
    const results = chain.submit('bob', repeated(25, 'marketpools')).transactions;
    expect(results.every((result) => result.logs.errors === undefined)).toBe(true);
  });

  it('counts per sender: another account in the same block starts at 1', () => {
    const chain = createResourceChain();
    const result = chain.chain.processHiveBlock([
      { sender: 'alice', isSignedWithActiveKey: true, json: repeated(1, 'market'), hiveTxId: 'a'.repeat(40) },
      { sender: 'bob', isSignedWithActiveKey: true, json: repeated(1, 'market'), hiveTxId: 'b'.repeat(40) },
    ]);
    expect(result.transactions.map((transaction) => transaction.logs)).toEqual([
      { events: [noopEvent] },
      { events: [noopEvent] },
    ]);
  });

  describe('denied accounts', () => {
    function deniedCarol() {
      const chain = createResourceChain();
      chain.runAction('hive-engine', 'resourcemanager', 'updateAccount', { account: 'carol', isDenied: true });
      return chain;
    }

    it('get denyMaxTx actions per 24 hours, counted from the last accepted one', () => {
      const chain = deniedCarol();
      expect(chain.runAction('carol', 'market', 'noop', {}).logs).toEqual({ events: [noopEvent] });
      chain.clock.advance(DAY - 1000);
      expect(chain.runAction('carol', 'market', 'noop', {}).logs).toEqual({
        errors: ['max transaction limit per day reached.'],
      });
      chain.clock.advance(1000);
      expect(chain.runAction('carol', 'market', 'noop', {}).logs).toEqual({ events: [noopEvent] });
      expect(chain.table('resourcemanager', 'accountControls').findOne({ account: 'carol' })).toMatchObject({
        isDenied: true,
        actionCount: 1,
      });
    });
  });

  describe('allow-listed accounts', () => {
    it('pay no multi-transaction fee until the subscription ends', () => {
      const chain = createResourceChain();
      chain.runAction('alice', 'resourcemanager', 'subscribe', {});
      const [, second] = chain.submit('alice', repeated(2, 'market')).transactions;
      expect(second.logs).toEqual({ events: [noopEvent] });
      expect(balanceOf(chain, 'alice', 'BEED')?.balance).toBe('10.0000');

      chain.clock.advance(31 * DAY);
      const [, afterExpiry] = chain.submit('alice', [action('market', 'noop'), action('market', 'noop')]).transactions;
      expect(afterExpiry.logs.events?.[0]).toEqual({
        contract: 'resourcemanager',
        event: 'allowListSubscriptionExpired',
        data: { from: 'alice' },
      });
      expect(balanceOf(chain, 'alice', 'BEED')?.balance).toBe('9.9990');
      expect(chain.table('resourcemanager', 'accountControls').findOne({ account: 'alice' })?.isAllowed).toBe(false);
    });
  });
});
