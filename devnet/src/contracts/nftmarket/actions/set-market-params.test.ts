import { createMarketTestChain } from '../test-market';

describe('nftmarket.setMarketParams', () => {
  it('inserts then updates the symbol row, reporting old values', () => {
    const t = createMarketTestChain();
    expect(t.runAction('alice', 'nftmarket', 'setMarketParams', { symbol: 'CARD', officialMarket: ' Market ', agentCut: 2000 }).logs).toEqual({
      events: [{ contract: 'nftmarket', event: 'setMarketParams', data: { symbol: 'CARD', officialMarket: 'market', agentCut: 2000 } }],
    });
    expect(t.runAction('alice', 'nftmarket', 'setMarketParams', { symbol: 'CARD', agentCut: 1000, minFee: 100 }).logs).toEqual({
      events: [{ contract: 'nftmarket', event: 'setMarketParams', data: { symbol: 'CARD', oldAgentCut: 2000, agentCut: 1000, minFee: 100 } }],
    });
    expect(t.rows('nftmarket', 'params')).toEqual([{ _id: 1, symbol: 'CARD', officialMarket: 'market', agentCut: 1000, minFee: 100 }]);
    expect(t.runAction('alice', 'nftmarket', 'setMarketParams', { symbol: 'CARD', minFee: 100 }).logs).toEqual({});
  });

  it.each([
    [{ symbol: 'CARD', minFee: 1 }, 'alice', false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'NONE', minFee: 1 }, 'alice', true, 'market not enabled for symbol'],
    [{ symbol: 'CARD', officialMarket: 'ab' }, 'alice', true, 'invalid params'],
    [{ symbol: 'CARD', agentCut: 10001 }, 'alice', true, 'invalid params'],
    [{ symbol: 'CARD', minFee: 2.5 }, 'alice', true, 'invalid params'],
    [{ symbol: 'CARD', minFee: 1 }, 'bob', true, 'must be the issuer'],
  ])('logs the first failing check (%#)', (payload, sender, active, error) => {
    const t = createMarketTestChain();
    expect(t.runAction(sender, 'nftmarket', 'setMarketParams', payload, { active }).logs).toEqual({ errors: [error] });
    expect(t.rows('nftmarket', 'params')).toEqual([]);
  });

  it('is silent without any parameter', () => {
    const t = createMarketTestChain();
    expect(t.runAction('bob', 'nftmarket', 'setMarketParams', { symbol: 'CARD' }).logs).toEqual({});
  });
});
