import { createNftTestChain } from '../../nft/test-chain';

describe('nftmarket.enableMarket', () => {
  it('creates the per-symbol tables and emits enableMarket', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD' });
    expect(t.runAction('alice', 'nftmarket', 'enableMarket', { symbol: 'CARD' }).logs).toEqual({
      events: [{ contract: 'nftmarket', event: 'enableMarket', data: { symbol: 'CARD' } }],
    });
    expect(t.rows('nftmarket', 'CARDsellBook')).toEqual([]);
    expect(() => t.table('nftmarket', 'CARDopenInterest')).not.toThrow();
    expect(() => t.table('nftmarket', 'CARDtradesHistory')).not.toThrow();
    expect(t.runAction('alice', 'nftmarket', 'enableMarket', { symbol: 'CARD' }).logs).toEqual({ errors: ['market already enabled'] });
  });

  it.each([
    [{ symbol: 'CARD' }, 'alice', false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 7 }, 'alice', true, 'invalid params'],
    [{ symbol: 'NONE' }, 'alice', true, 'symbol does not exist'],
    [{ symbol: 'CARD' }, 'bob', true, 'must be the issuer'],
  ])('logs the first failing check (%#)', (payload, sender, active, error) => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD' });
    expect(t.runAction(sender, 'nftmarket', 'enableMarket', payload, { active }).logs).toEqual({ errors: [error] });
  });
});
