import { renderHook, waitFor } from '@testing-library/react';
import { pageReadiness } from '../../app/page-readiness';
import { pollBuilds } from './poll-builds';
import { reloadOnce } from './reload-guard';
import { useBuildUpdates } from './use-build-updates';

// The recovery chunk itself cannot load: the shell's own files are gone.
jest.mock('./recover-from-failed-load', () => {
  throw new Error('Loading chunk failed');
});
jest.mock('./poll-builds', () => ({ pollBuilds: jest.fn(() => () => undefined) }));
jest.mock('./reload-guard', () => ({ reloadOnce: jest.fn(() => true) }));

describe('useBuildUpdates', () => {
  beforeEach(() => jest.mocked(pollBuilds).mockClear());

  it('starts polling the build manifests only once the opened page has shown its content', async () => {
    const release = pageReadiness.hold();
    const { unmount } = renderHook(() => useBuildUpdates());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pollBuilds).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(pollBuilds).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('reloads (guarded) when a file fails and the recovery code cannot load either', async () => {
    renderHook(() => useBuildUpdates());
    const script = document.createElement('script');
    script.src = 'http://localhost/123.abcdef12.js';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    await waitFor(() => expect(reloadOnce).toHaveBeenCalledTimes(1));
  });
});
