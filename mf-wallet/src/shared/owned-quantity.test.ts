import BigNumber from 'bignumber.js';
import { ownedQuantity } from './owned-quantity';

describe('ownedQuantity', () => {
  it('adds liquid, available and unstaking stake, delegations out and pending undelegations once', () => {
    // Unstaking 40 in 4 tranches from a stake of 90: 30 of them are still in the stake, locked.
    const balance = { account: 'bob', symbol: 'BEE', balance: '1.5', stake: '90', pendingUnstake: '40', delegationsIn: '1000', delegationsOut: '2', pendingUndelegations: '0.5' };
    const stake = { available: new BigNumber(60), locked: new BigNumber(30), pendingUnstake: new BigNumber(40) };
    // 1.5 + 60 + 40 + 2 + 0.5; delegations received are not owned
    expect(ownedQuantity(balance, stake).toFixed()).toBe('104');
  });
});
