import { awaitingCoins, bridgeAmount } from './amount';

describe('bridgeAmount', () => {
  it('keeps every decimal the bridge gives, with thousands separators', () => {
    expect(bridgeAmount('0.009925')).toBe('0.009925');
    expect(bridgeAmount('1200.5')).toBe('1,200.5');
    expect(bridgeAmount('12.50000000')).toBe('12.5');
    expect(bridgeAmount('not a number')).toBe('—');
  });
});

describe('awaitingCoins', () => {
  it('is true only for a requested deposit whose amount the bridge does not know yet', () => {
    expect(awaitingCoins({ direction: 'deposit', status: 'requested', amount: '0' })).toBe(true);
    expect(awaitingCoins({ direction: 'deposit', status: 'seen', amount: '0.01' })).toBe(false);
    expect(awaitingCoins({ direction: 'deposit', status: 'requested', amount: '5' })).toBe(false);
    expect(awaitingCoins({ direction: 'withdrawal', status: 'requested', amount: '0' })).toBe(false);
  });
});
