import type { ModalEntry } from './modal-stack';

/** A modal on screen: open in the stack, or closed and fading out where it was. */
export interface ShownModal {
  entry: ModalEntry;
  /** Place in the stack (0 = bottom); a fading modal keeps the place it closed at. */
  position: number;
  exiting: boolean;
}

/**
 * What to show after the stack changed from `shown` to `entries`: open modals at their places,
 * modals that left the stack kept (fading) when `keepClosed`, newly opened ones on top.
 */
export function nextShownModals(shown: readonly ShownModal[], entries: readonly ModalEntry[], keepClosed: boolean): ShownModal[] {
  const positions = new Map(entries.map((entry, position) => [entry.key, position]));
  const kept = shown.flatMap((modal): ShownModal[] => {
    const position = positions.get(modal.entry.key);
    if (position !== undefined) return [{ entry: entries[position]!, position, exiting: false }];
    return modal.exiting || keepClosed ? [{ ...modal, exiting: true }] : [];
  });
  const keptKeys = new Set(kept.map((modal) => modal.entry.key));
  const opened = entries.flatMap((entry, position) => (keptKeys.has(entry.key) ? [] : [{ entry, position, exiting: false }]));
  return [...kept, ...opened];
}

/** The modal that shows its overlay: the topmost open one, or the last to fade when none is open. */
export function overlayKey(shown: readonly ShownModal[]): number | undefined {
  const open = shown.filter((modal) => !modal.exiting);
  const candidates = open.length > 0 ? open : shown;
  return candidates.reduce<ShownModal | undefined>((top, modal) => (!top || modal.position >= top.position ? modal : top), undefined)?.entry.key;
}
