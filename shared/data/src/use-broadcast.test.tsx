import { act, renderHook } from '@testing-library/react';
import { broadcast, CANCELLED_TEXT, MISSING_MESSAGE, UNCONFIRMED_TEXT, UNKNOWN_OUTCOME_TEXT, type BroadcastOutcome } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import { NOT_SIGNED_IN_TEXT, useBroadcast, type BroadcastRequest } from './use-broadcast';
import { on } from '@tdx/event-bus';
import type { Subscription } from 'rxjs';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;

const request: BroadcastRequest = {
  actions: { contractName: 'tokens', contractAction: 'stake', contractPayload: { symbol: 'BEE', to: 'bob', quantity: '1' } },
  displayName: 'Stake (BEE)',
  successMessage: 'Staked 1 BEE',
};
const ids = { transactionId: 'tx', transactionIds: ['tx'] };

let changes: Array<ReadonlyArray<readonly unknown[]>>;
let subscription: Subscription;
beforeEach(() => {
  changes = [];
  subscription = on('data-changed').subscribe(({ keys }) => changes.push(keys));
  act(() => user$.next({ username: 'bob', scope: [] }));
});
afterEach(() => {
  subscription.unsubscribe();
  act(() => user$.next(null));
  broadcastMock.mockReset();
});

async function runWith(outcome: BroadcastOutcome) {
  broadcastMock.mockResolvedValue(outcome);
  const { result } = renderHook(() => useBroadcast());
  await act(() => result.current.run(request));
  return result.current;
}

describe('useBroadcast', () => {
  it('broadcasts for the signed-in user with the request options', async () => {
    await runWith({ status: 'confirmed', ...ids });
    expect(broadcastMock).toHaveBeenCalledWith('bob', request.actions, { displayName: 'Stake (BEE)', successMessage: 'Staked 1 BEE' });
  });

  it("is waiting until the flow ends, then refreshes the signer's account data once confirmed", async () => {
    let finish: (outcome: BroadcastOutcome) => void = () => undefined;
    broadcastMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useBroadcast());
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.run(request);
    });
    expect(result.current.waiting).toBe(true);
    await act(async () => {
      expect(await result.current.run(request)).toBeNull(); // a second click while waiting sends nothing
    });
    expect(broadcastMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish({ status: 'confirmed', ...ids });
      await running;
    });
    expect(result.current.state).toEqual({ status: 'confirmed' });
    expect(result.current.problem).toBeNull();
    expect(changes).toEqual([[['account', 'bob']]]);
  });

  it('also refreshes what the request names', async () => {
    broadcastMock.mockResolvedValue({ status: 'confirmed', ...ids });
    const { result } = renderHook(() => useBroadcast());
    await act(() => result.current.run({ ...request, invalidates: [['account', 'carol'], ['token', 'BEE']] }));
    expect(changes).toEqual([[['account', 'bob'], ['account', 'carol'], ['token', 'BEE']]]);
  });

  it.each<[BroadcastOutcome, string, string]>([
    [{ status: 'failed', ...ids, errors: ['overdrawn balance', 'second'] }, 'failed', 'overdrawn balance\nsecond'],
    [{ status: 'cancelled' }, 'cancelled', CANCELLED_TEXT],
    [{ status: 'keychain-missing' }, 'failed', MISSING_MESSAGE],
    [{ status: 'keychain-error', message: 'Keychain locked' }, 'failed', 'Keychain locked'],
  ])('shows %j as %s with its text and refreshes nothing', async (outcome, status, message) => {
    const action = await runWith(outcome);
    expect(action.state).toEqual({ status, message });
    expect(action.problem).toBe(message);
    expect(changes).toEqual([]);
  });

  it('says an unconfirmed broadcast is not confirmed yet and still refreshes', async () => {
    const action = await runWith({ status: 'unconfirmed', ...ids });
    expect(action.problem).toBe(UNCONFIRMED_TEXT);
    expect(changes).toHaveLength(1);
  });

  it('reports an outcome the chain did not make readable as unknown, not confirmed, and refreshes', async () => {
    const action = await runWith({ status: 'unknown', ...ids });
    expect(action.state).toEqual({ status: 'unknown', message: UNKNOWN_OUTCOME_TEXT });
    expect(action.problem).toBe(UNKNOWN_OUTCOME_TEXT);
    expect(changes).toHaveLength(1);
  });

  it('sends nothing without a signed-in user', async () => {
    act(() => user$.next(null));
    const action = await runWith({ status: 'confirmed', ...ids });
    expect(broadcastMock).not.toHaveBeenCalled();
    expect(action.problem).toBe(NOT_SIGNED_IN_TEXT);
  });
});
