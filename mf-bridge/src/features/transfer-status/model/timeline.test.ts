import { SEEN_DEPOSIT } from '../../../shared/testing/transfer-fixture';
import { timelineOf } from './timeline';

const base = SEEN_DEPOSIT;

describe('timelineOf', () => {
  it('names the steps by direction and marks the one awaited with the confirmations it waits for', () => {
    const steps = timelineOf(base);
    expect(steps.map((step) => [step.title, step.state])).toEqual([
      ['Requested', 'done'],
      ['Seen on Bitcoin', 'done'],
      ['Sent on Hive Engine', 'current'],
      ['Confirmed on Hive Engine', 'pending'],
    ]);
    expect(steps[2].note).toBe('Waiting for confirmations on Bitcoin: 1 of 2');
  });

  it('waits for the destination’s confirmations once a withdrawal is sent', () => {
    const sent = { ...base, direction: 'withdrawal' as const, chain: 'eth' as const, status: 'sent' as const, confirmations: 2, requiredConfirmations: 3, steps: [...base.steps, { status: 'sent' as const, at: '2026-11-01T00:00:02.000Z' }] };
    const steps = timelineOf(sent);
    expect(steps.map((step) => step.title)).toEqual(['Requested', 'Seen on Hive Engine', 'Sent on Ethereum', 'Confirmed on Ethereum']);
    expect(steps[3]).toMatchObject({ state: 'current', note: 'Waiting for confirmations on Ethereum: 2 of 3' });
  });

  it('marks the step a failed transfer stopped at, with the reason (without characters that reorder text), and the rest pending', () => {
    const failed = { ...base, status: 'failed' as const, failure: { reason: 'Dust\u202e limit', at: '2026-11-01T00:01:00.000Z' } };
    expect(timelineOf(failed).map((step) => [step.state, step.note])).toEqual([
      ['done', null],
      ['done', null],
      ['failed', 'Dust limit'],
      ['pending', null],
    ]);
  });

  it('marks every step done once confirmed', () => {
    const steps = [...base.steps, { status: 'sent' as const, at: 'x' }, { status: 'confirmed' as const, at: 'y' }];
    expect(timelineOf({ ...base, status: 'confirmed', confirmations: 2, steps }).every((step) => step.state === 'done')).toBe(true);
  });
});
