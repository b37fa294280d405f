import { act } from '@testing-library/react';
import { user$ } from '@tdx/session';

/** For each test of the file, `username` is signed in; after it, the user signs out and every mock is reset. */
export function signedInPageTests(username = 'bob'): void {
  beforeEach(() => {
    act(() => user$.next({ username, scope: [] }));
  });
  afterEach(() => {
    act(() => user$.next(null));
    jest.restoreAllMocks();
    jest.resetAllMocks();
  });
}
