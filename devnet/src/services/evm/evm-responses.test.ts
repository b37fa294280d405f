import { processedTransfer } from '../common/test-transfer';
import { feeBalance, reserveEntry, withdrawalFee } from './evm-responses';

const BRIDGE = { account: 'eth-bridge', id: 'ethereum_bridge', nativeSymbol: 'SWAP.ETH', nativeCoin: 'ETH', gateway: '0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01' };
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const transfer = (payload: Record<string, unknown>, errors?: string[]) => processedTransfer({ to: 'eth-bridge', ...payload }, errors);

describe('gas reserves', () => {
  it('credits a fee transfer of the native coin and spends a token withdrawal’s gas fee (a native one pays gas from its amount)', () => {
    expect(reserveEntry(transfer({ symbol: 'SWAP.ETH', quantity: '0.01', memo: 'fee' }), 'eth', BRIDGE)).toEqual({ account: 'bob', quantity: '0.01' });
    expect(reserveEntry(transfer({ symbol: 'SWAP.USDT', quantity: '5', memo: ADDRESS }), 'eth', BRIDGE)).toEqual({ account: 'bob', quantity: '-0.0021' });
    expect(reserveEntry(transfer({ symbol: 'SWAP.ETH', quantity: '1', memo: ADDRESS }), 'eth', BRIDGE)).toBeNull();
  });

  it('ignores failed transfers, other recipients, other memos and tokens of other bridges', () => {
    expect(reserveEntry(transfer({ symbol: 'SWAP.ETH', quantity: '0.01', memo: 'fee' }, ['overdrawn balance']), 'eth', BRIDGE)).toBeNull();
    expect(reserveEntry(transfer({ symbol: 'SWAP.ETH', quantity: '0.01', memo: 'fee', to: 'alice' }), 'eth', BRIDGE)).toBeNull();
    expect(reserveEntry(transfer({ symbol: 'SWAP.USDT', quantity: '0.01', memo: 'fee' }), 'eth', BRIDGE)).toBeNull();
    expect(reserveEntry(transfer({ symbol: 'SWAP.USDT', quantity: '5', memo: 'not an address' }), 'eth', BRIDGE)).toBeNull();
    expect(reserveEntry(transfer({ symbol: 'SWAP.BUSD.BSC', quantity: '5', memo: ADDRESS }), 'eth', BRIDGE)).toBeNull();
  });

  it('sums an account’s entries in order without going below zero', () => {
    const entries = [
      { account: 'bob', quantity: '-0.5' },
      { account: 'bob', quantity: '0.01' },
      { account: 'alice', quantity: '3' },
      { account: 'bob', quantity: '-0.0021' },
    ];
    expect(feeBalance(entries, 'bob')).toBe('0.0079');
    expect(feeBalance(entries, 'carol')).toBe('0');
  });

  it('knows the gas fee of the native coin and of each token', () => {
    expect(withdrawalFee('eth', 'SWAP.ETH', 'SWAP.ETH')).toBe('0.0015');
    expect(withdrawalFee('polygon', 'SWAP.USDC.POLY', 'SWAP.MATIC')).toBe('0.05');
    expect(withdrawalFee('eth', 'SWAP.NOPE', 'SWAP.ETH')).toBeNull();
  });
});
