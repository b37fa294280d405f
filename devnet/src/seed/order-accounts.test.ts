import { MAX_OPEN_ORDERS_PER_ACCOUNT, OrderAccounts } from './order-accounts';
import { Random } from './random';

describe('OrderAccounts', () => {
  it('never gives an account more than the open-orders cap', () => {
    const accounts = new OrderAccounts(['a', 'b'], new Random(1));
    const owners = Array.from({ length: MAX_OPEN_ORDERS_PER_ACCOUNT * 2 }, () => accounts.next());
    expect(owners.filter((owner) => owner === 'a')).toHaveLength(MAX_OPEN_ORDERS_PER_ACCOUNT);
    expect(() => accounts.next()).toThrow('maximum of open orders');
  });

  it('counts chosen accounts against the same cap', () => {
    const accounts = new OrderAccounts(['a'], new Random(1));
    for (let i = 0; i < MAX_OPEN_ORDERS_PER_ACCOUNT; i += 1) accounts.take('a');
    expect(() => accounts.take('a')).toThrow('already has 200 open orders');
  });
});
