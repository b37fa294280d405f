import { isFinal, isWaitingForConfirmations, statusText } from './transfer-status';

const transfer = (direction: 'deposit' | 'withdrawal', status: 'requested' | 'seen' | 'sent' | 'confirmed' | 'failed', confirmations = 0) => ({
  direction,
  status,
  confirmations,
  requiredConfirmations: 3,
});

describe('transfer status', () => {
  it('waits for confirmations on the other chain: a deposit while seen, a withdrawal while sent', () => {
    expect(statusText(transfer('deposit', 'seen', 1))).toBe('Confirming (1 of 3)');
    expect(statusText(transfer('withdrawal', 'sent', 2))).toBe('Confirming (2 of 3)');
    expect(isWaitingForConfirmations(transfer('withdrawal', 'seen'))).toBe(false);
    expect(statusText(transfer('withdrawal', 'seen'))).toBe('Seen');
    expect(statusText(transfer('deposit', 'sent', 3))).toBe('Sent');
  });

  it('names the other states and knows the final ones', () => {
    expect(statusText(transfer('deposit', 'requested'))).toBe('Requested');
    expect(statusText(transfer('deposit', 'failed'))).toBe('Failed');
    expect(statusText(transfer('deposit', 'confirmed', 3))).toBe('Confirmed');
    expect([isFinal({ status: 'confirmed' }), isFinal({ status: 'failed' }), isFinal({ status: 'sent' })]).toEqual([true, true, false]);
  });
});
