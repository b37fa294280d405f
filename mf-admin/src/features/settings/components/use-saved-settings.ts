import type { Settings } from '@tdx/contracts';
import { useCallback, useEffect, useState } from 'react';
import { loadSettings } from '../api/settings-api';
import { loadFailureMessage } from '../model/save-error';

export type SavedSettingsState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; settings: Settings };

/** The settings as last loaded or saved; `replace` takes the API's answer to a save. */
export function useSavedSettings() {
  const [state, setState] = useState<SavedSettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadSettings().then(
      (settings) => current && setState({ status: 'ready', settings }),
      (error: unknown) => current && setState({ status: 'failed', message: loadFailureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((settings: Settings) => setState({ status: 'ready', settings }), []);
  return { state, retry, replace };
}
