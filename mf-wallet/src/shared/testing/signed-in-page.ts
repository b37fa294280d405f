import { act } from '@testing-library/react';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';

/** For each test of the file, `username` is signed in; after it, the user signs out and every mock and cached read is reset. */
export function signedInPageTests(username = 'bob'): void {
  beforeEach(() => {
    act(() => user$.next({ username, scope: [] }));
  });
  afterEach(() => {
    act(() => user$.next(null));
    queryClient.clear();
    jest.restoreAllMocks();
    jest.resetAllMocks();
  });
}
