import { ApiError, TransportError } from '@tdx/api';
import { loadFailureMessage, saveFailure } from './save-error';

describe('saveFailure', () => {
  it('says a 403 means the account is not an administrator', () => {
    expect(saveFailure(new ApiError(403, 'Admin scope required', {}))).toEqual({
      message: 'Not saved: this account is not an administrator.',
      loginAgain: false,
    });
  });

  it('says a 401 means the session expired and offers to log in again', () => {
    expect(saveFailure(new ApiError(401, 'Token has expired', {}))).toEqual({
      message: 'Not saved: your session has expired. Log in again, then save.',
      loginAgain: true,
    });
  });

  it('says the API is unreachable when no answer came', () => {
    expect(saveFailure(new TransportError('Failed to fetch', 'network')).message).toBe(
      'Not saved: the settings API is unreachable. Check your connection, then save again.',
    );
    expect(saveFailure(new TransportError('No answer', 'timeout')).loginAgain).toBe(false);
  });

  it("passes the API's reason for refusing the settings on", () => {
    expect(saveFailure(new ApiError(400, 'Invalid settings: nodes.0: Invalid URL', {})).message).toBe(
      'Not saved: the API refused the settings (Invalid settings: nodes.0: Invalid URL).',
    );
  });

  it('names the status of a server failure', () => {
    expect(saveFailure(new ApiError(503, 'devnet fault on api node 0', {})).message).toBe(
      'Not saved: the settings API failed (503 devnet fault on api node 0). Try again in a moment.',
    );
  });
});

describe('loadFailureMessage', () => {
  it('tells an unreachable API from a failing one', () => {
    expect(loadFailureMessage(new TransportError('Failed to fetch', 'network'))).toBe(
      'The settings API is unreachable. Check your connection, then try again.',
    );
    expect(loadFailureMessage(new ApiError(503, 'Service Unavailable', {}))).toBe(
      'The settings API failed (503 Service Unavailable). Try again in a moment.',
    );
  });
});
