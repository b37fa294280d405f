import type { Settings } from '@tdx/contracts';
import { Stack } from '@tdx/ui';
import { ConfirmDialog, DialogContentText } from '@tdx/ui/overlay';
import { useState } from 'react';
import { draftOf, hasChanges, settingsPatch, type DraftKey, type SettingsDraft } from '../model/draft';
import { draftProblems, hasProblems } from '../model/validation';
import { AnnouncementsSection } from './announcements-section';
import { NodesSection } from './nodes-section';
import { SaveBar } from './save-bar';
import { TokenListSection } from './token-list-section';
import { useLeaveWarning } from './use-leave-warning';
import { useSaveSettings } from './use-save-settings';

export interface SettingsFormProps {
  saved: Settings;
  onSaved: (settings: Settings) => void;
}

/** Announcements, token lists and nodes, edited together and saved as one patch of the changed keys. */
export function SettingsForm({ saved, onSaved }: SettingsFormProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [blocked, setBlocked] = useState(false);
  const { saving, failure, save, clearFailure } = useSaveSettings(onSaved);
  const patch = settingsPatch(saved, draft);
  const problems = draftProblems(draft);
  const { leaving, leave, stay } = useLeaveWarning(hasChanges(patch));

  const edit = (change: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setBlocked(false);
  };

  const submit = async () => {
    if (hasProblems(problems)) {
      setBlocked(true);
      return;
    }
    const result = await save(patch, 'The new settings are live; other open pages pick them up at their next settings refresh.');
    if (result) setDraft(draftOf(result));
  };

  const discard = () => {
    setDraft(draftOf(saved));
    setBlocked(false);
    clearFailure();
  };

  return (
    <Stack spacing={3}>
      <AnnouncementsSection announcements={draft.announcements} problem={problems.announcements} onChange={(announcements) => edit({ announcements })} />
      <TokenListSection
        title="Deprecated tokens"
        description="Still shown where already held, but never offered for selection."
        itemName="a deprecated token"
        symbols={draft.deprecated_tokens}
        problem={problems.deprecated_tokens}
        onChange={(deprecated_tokens) => edit({ deprecated_tokens })}
      />
      <TokenListSection
        title="Disabled tokens"
        description="Hidden everywhere on the site; their pages answer not found."
        itemName="a disabled token"
        symbols={draft.disabled_tokens}
        problem={problems.disabled_tokens}
        onChange={(disabled_tokens) => edit({ disabled_tokens })}
      />
      <NodesSection values={draft} problems={problems} onChange={edit} />
      <SaveBar
        changed={Object.keys(patch) as DraftKey[]}
        saving={saving}
        blocked={blocked}
        failure={failure}
        onSave={() => void submit()}
        onDiscard={discard}
      />
      <ConfirmDialog open={leaving} title="Leave without saving?" confirmLabel="Leave without saving" onConfirm={leave} onCancel={stay}>
        <DialogContentText>Your changes to the site settings are not saved yet and will be lost.</DialogContentText>
      </ConfirmDialog>
    </Stack>
  );
}
