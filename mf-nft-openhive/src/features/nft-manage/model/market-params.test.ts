import { basisPointsOf, checkMarketParams, draftOf, MARKET_PARAMS_MESSAGES as M } from './market-params';

describe('basisPointsOf', () => {
  it('turns a percentage of at most 2 decimals from 0 to 100 into basis points', () => {
    expect(basisPointsOf('2.5')).toBe(250);
    expect(basisPointsOf('0')).toBe(0);
    expect(basisPointsOf('100')).toBe(10000);
    expect(basisPointsOf('0.01')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const bad of ['100.01', '0.001', '-1', '1e2', '', 'five', '1,5']) expect(basisPointsOf(bad)).toBeNull();
  });
});

describe('checkMarketParams', () => {
  it('sends only what changes, the account lower-cased', () => {
    const stored = { officialMarket: 'market', agentCut: 500, minFee: 100 };
    expect(draftOf(stored)).toEqual({ officialMarket: 'market', agentCut: '5', minFee: '1' });
    expect(checkMarketParams({ officialMarket: ' NewMarket ', agentCut: '5', minFee: '2.5' }, stored)).toEqual({
      problems: {},
      changes: { officialMarket: 'newmarket', minFee: 250 },
    });
  });

  it('leaves out empty fields never set, and refuses emptying one that is set', () => {
    expect(checkMarketParams({ officialMarket: '', agentCut: '', minFee: '1' }, {})).toEqual({ problems: {}, changes: { minFee: 100 } });
    expect(checkMarketParams({ officialMarket: '', agentCut: '', minFee: '1' }, { agentCut: 10, minFee: 100 }).problems).toEqual({ agentCut: M.required });
  });

  it("names each field's problem", () => {
    const { problems } = checkMarketParams({ officialMarket: 'ab', agentCut: '101', minFee: '0.005' }, {});
    expect(problems).toEqual({ officialMarket: 'Must be 3 to 16 characters', agentCut: M.percent, minFee: M.percent });
  });
});
