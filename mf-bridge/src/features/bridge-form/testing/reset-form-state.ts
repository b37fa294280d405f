import { act } from '@testing-library/react';
import { queryClient } from '@tdx/data';
import { user$ } from '@tdx/session';
import { settings$ } from '@tdx/settings';

/** After each form test: no cached reads, no settings, nobody signed in, no mocks left. */
export function resetFormState(): void {
  queryClient.clear();
  act(() => {
    settings$.next(null);
    user$.next(null);
  });
  jest.restoreAllMocks();
  jest.resetAllMocks();
}
