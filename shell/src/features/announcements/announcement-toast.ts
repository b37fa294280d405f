import { MODAL_NAMES, type Announcement, type NotifyOptions } from '@tdx/contracts';

export const ANNOUNCEMENT_PREVIEW_LENGTH = 80;

/** Toast id of an announcement (a second request for the same one is ignored while it shows). */
export function announcementToastId(id: string): string {
  return `announcement-${id}`;
}

/** Spec §9: a persistent warning toast previewing the first 80 characters; a click opens the full text. */
export function announcementToast({ id, title, message }: Announcement): NotifyOptions {
  return {
    id: announcementToastId(id),
    title,
    description: `${Array.from(message).slice(0, ANNOUNCEMENT_PREVIEW_LENGTH).join('')}…`,
    variant: 'warning',
    duration: 0,
    onClickEvent: { type: 'open-modal', name: MODAL_NAMES.announcement, props: { id } },
  };
}
