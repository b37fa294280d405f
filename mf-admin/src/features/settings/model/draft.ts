import type { Announcement, Settings } from '@tdx/contracts';

/** The settings edited in the form and saved together (maintenance is switched on its own, at once). */
export const DRAFT_KEYS = ['announcements', 'deprecated_tokens', 'disabled_tokens', 'nodes', 'sidechain_id', 'sidechain_rpc'] as const;

export type DraftKey = (typeof DRAFT_KEYS)[number];
export type SettingsDraft = Pick<Settings, DraftKey>;
export type SettingsPatch = Partial<SettingsDraft>;

/** A copy of the saved settings to edit; only an announcement's id, title and message are kept. */
export function draftOf(settings: Settings): SettingsDraft {
  return {
    announcements: settings.announcements.map(({ id, title, message }) => ({ id, title, message })),
    deprecated_tokens: [...settings.deprecated_tokens],
    disabled_tokens: [...settings.disabled_tokens],
    nodes: [...settings.nodes],
    sidechain_id: settings.sidechain_id,
    sidechain_rpc: settings.sidechain_rpc,
  };
}

function sameAnnouncement(a: Announcement, b: Announcement): boolean {
  return a.id === b.id && a.title === b.title && a.message === b.message;
}

function sameValue(saved: SettingsDraft[DraftKey], edited: SettingsDraft[DraftKey]): boolean {
  if (typeof saved === 'string' || typeof edited === 'string') return saved === edited;
  if (saved.length !== edited.length) return false;
  return saved.every((item, index) => {
    const other = edited[index];
    if (typeof item === 'string' || typeof other === 'string') return item === other;
    return sameAnnouncement(item, other);
  });
}

/** What to send: each edited top-level key whole (the API replaces top-level keys), nothing unchanged. */
export function settingsPatch(saved: Settings, draft: SettingsDraft): SettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const key of DRAFT_KEYS) {
    if (!sameValue(saved[key], draft[key])) patch[key] = draft[key];
  }
  return patch as SettingsPatch;
}

export const hasChanges = (patch: SettingsPatch): boolean => Object.keys(patch).length > 0;
