import { paths } from './paths';

describe('paths', () => {
  it('opens /bridge on a direction and a coin, each only when given and encoded', () => {
    expect(paths.bridge.href()).toBe('/bridge');
    expect(paths.bridge.href({ direction: 'withdraw' })).toBe('/bridge?direction=withdraw');
    expect(paths.bridge.href({ direction: 'deposit', symbol: 'SWAP.BTC' })).toBe('/bridge?direction=deposit&symbol=SWAP.BTC');
    expect(paths.bridge.href({ symbol: 'A&B' })).toBe('/bridge?symbol=A%26B');
  });

  it("filters /bridge/transfers on an account when given", () => {
    expect(paths.bridgeTransfers.href()).toBe('/bridge/transfers');
    expect(paths.bridgeTransfers.href({ account: 'bob' })).toBe('/bridge/transfers?account=bob');
  });
});
