import { advanceTransfer, fail } from './progress';
import { seenTransfer } from './tracked-transfer';

const START = Date.UTC(2026, 10, 1);
const deposit = () =>
  seenTransfer({ id: 'd-1', direction: 'deposit', chain: 'btc', coin: 'BTC', symbol: 'SWAP.BTC', account: 'bob', address: 'devnetbtc1x', amount: '1', fee: '0.0075', received: '0.9925', sourceTxId: 'ab', atMs: START });
const withdrawal = () =>
  seenTransfer({ id: 'w-1', direction: 'withdrawal', chain: 'eth', coin: 'USDT', symbol: 'SWAP.USDT', account: 'bob', address: '0x1', amount: '10', fee: '0.1', received: '9.9', sourceTxId: 'cd', atMs: START });

describe('advanceTransfer', () => {
  it('counts a deposit’s confirmations (one per BTC block of 4 s), then credits it once and confirms it a sidechain block later', () => {
    const credit = jest.fn(() => ({ txId: 'sidechain-tx' }));
    const transfer = deposit();
    advanceTransfer(transfer, START + 4_500, credit);
    expect(transfer).toMatchObject({ status: 'seen', confirmations: 1, requiredConfirmations: 2 });
    advanceTransfer(transfer, START + 8_000, credit);
    expect(transfer).toMatchObject({ status: 'sent', confirmations: 2, destinationTxId: 'sidechain-tx' });
    advanceTransfer(transfer, START + 60_000, credit);
    expect(transfer.status).toBe('confirmed');
    expect(credit).toHaveBeenCalledTimes(1);
    expect(transfer.steps).toEqual([
      { status: 'requested', at: '2026-11-01T00:00:00.000Z' },
      { status: 'seen', at: '2026-11-01T00:00:00.000Z' },
      { status: 'sent', at: '2026-11-01T00:00:08.000Z' },
      { status: 'confirmed', at: '2026-11-01T00:00:11.000Z' },
    ]);
  });

  it('fails a deposit the sidechain would not credit, with the reason', () => {
    const transfer = deposit();
    advanceTransfer(transfer, START + 60_000, () => ({ error: 'SWAP.BTC does not exist on Hive Engine' }));
    expect(transfer).toMatchObject({ status: 'failed', failure: { reason: 'SWAP.BTC does not exist on Hive Engine', at: '2026-11-01T00:00:08.000Z' } });
  });

  it('sends a withdrawal one block after it is seen, then waits for the other chain’s confirmations', () => {
    const transfer = withdrawal();
    const credit = jest.fn();
    advanceTransfer(transfer, START + 2_000, credit);
    expect(transfer).toMatchObject({ status: 'sent', confirmations: 0, destinationTxId: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    advanceTransfer(transfer, START + 6_100, credit);
    expect(transfer).toMatchObject({ status: 'sent', confirmations: 2, requiredConfirmations: 3 });
    advanceTransfer(transfer, START + 8_000, credit);
    expect(transfer.status).toBe('confirmed');
    expect(credit).not.toHaveBeenCalled();
  });

  it('leaves a held transfer where it is, and a failed one failed', () => {
    const held = { ...deposit(), held: true };
    advanceTransfer(held, START + 60_000, () => ({ txId: 'x' }));
    expect(held).toMatchObject({ status: 'seen', confirmations: 0 });
    const failed = withdrawal();
    expect(fail(failed, 'Address rejected', START + 1_000)).toBe(true);
    advanceTransfer(failed, START + 60_000, () => ({ txId: 'x' }));
    expect(failed).toMatchObject({ status: 'failed', failure: { reason: 'Address rejected' } });
    expect(fail(failed, 'again', START + 2_000)).toBe(false);
  });
});
