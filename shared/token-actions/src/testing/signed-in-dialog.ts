import { act } from '@testing-library/react';
import type { broadcast } from '@tdx/keychain';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';

/**
 * For each test of an action dialog file (which mocks `@tdx/keychain`'s `broadcast`): bob is signed
 * in and every broadcast is confirmed; after it, bob signs out and every mock and cached read is cleared.
 */
export function signedInDialogTests(broadcastMock: jest.MockedFunction<typeof broadcast>): void {
  beforeEach(() => {
    act(() => user$.next({ username: 'bob', scope: [] }));
    broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
  });
  afterEach(() => {
    act(() => user$.next(null));
    queryClient.clear();
    jest.clearAllMocks();
  });
}
