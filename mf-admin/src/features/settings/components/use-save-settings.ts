import type { Settings } from '@tdx/contracts';
import { notify } from '@tdx/ui';
import { useCallback, useState } from 'react';
import { saveSettings } from '../api/settings-api';
import { saveFailure, type SaveFailure } from '../model/save-error';

/**
 * One save action: progress, a success toast, and on failure a message to show next to the action
 * (the caller keeps what was typed). `save` answers the saved settings, or null when it failed.
 */
export function useSaveSettings(onSaved: (settings: Settings) => void) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const save = useCallback(
    async (patch: Partial<Settings>, successMessage: string): Promise<Settings | null> => {
      setSaving(true);
      setFailure(null);
      try {
        const settings = await saveSettings(patch);
        onSaved(settings);
        notify({ variant: 'success', title: 'Settings saved', description: successMessage });
        return settings;
      } catch (error) {
        setFailure(saveFailure(error));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [onSaved],
  );

  return { saving, failure, save, clearFailure: useCallback(() => setFailure(null), []) };
}
