import { processedTransfer } from '../common/test-transfer';
import { whitelistRequester } from './whitelist';

const mint = { account: 'openhive-mint', whitelisting_fee: '10.000', fee_currency: 'BEE' };

const transfer = (payload: Record<string, unknown>, errors?: string[]) =>
  processedTransfer({ symbol: 'BEE', to: 'openhive-mint', quantity: '10', memo: '{"action":"whitelist","payload":{}}', ...payload }, errors);

describe('whitelistRequester', () => {
  it('names the sender of a paid whitelist transfer', () => {
    expect(whitelistRequester(transfer({}), mint)).toBe('bob');
  });

  it.each([
    ['a failed transfer', transfer({}, ['overdrawn balance'])],
    ['too small a fee', transfer({ quantity: '9.999' })],
    ['another currency', transfer({ symbol: 'SWAP.HIVE' })],
    ['another recipient', transfer({ to: 'alice' })],
    ['a mint memo', transfer({ memo: '{"action":"mint"}' })],
    ['a non-JSON memo', transfer({ memo: 'whitelist' })],
  ])('ignores %s', (_, tx) => {
    expect(whitelistRequester(tx, mint)).toBeNull();
  });
});
