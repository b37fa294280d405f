import { readToken, restoreSession } from '@tdx/session';
import { restoreSavedSession, savedSessionPending$, sessionRestoring$ } from './session-restore';

jest.mock('@tdx/session', () => ({ readToken: jest.fn(), restoreSession: jest.fn() }));

const mocked = { readToken: readToken as jest.Mock, restoreSession: restoreSession as jest.Mock };

describe('restoreSavedSession', () => {
  beforeEach(() => {
    sessionRestoring$.next(true);
    savedSessionPending$.next(false);
  });

  it('marks a saved session as pending until it has been restored', async () => {
    mocked.readToken.mockImplementation((name: string) => (name === 'refresh_token' ? 'token' : undefined));
    let answer = () => {};
    mocked.restoreSession.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    restoreSavedSession();
    expect(savedSessionPending$.getValue()).toBe(true);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savedSessionPending$.getValue()).toBe(false);
    expect(sessionRestoring$.getValue()).toBe(false);
  });

  it('has nothing pending without saved tokens, and ends the restore when it fails', async () => {
    mocked.readToken.mockReturnValue(undefined);
    mocked.restoreSession.mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    restoreSavedSession();
    expect(savedSessionPending$.getValue()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionRestoring$.getValue()).toBe(false);
  });
});
