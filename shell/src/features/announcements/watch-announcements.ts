import { MODAL_NAMES, type Settings } from '@tdx/contracts';
import { notify, on } from '@tdx/event-bus';
import { settings$ } from '@tdx/settings';
import type { Observable } from 'rxjs';
import { announcementToast } from './announcement-toast';
import { recordAnnouncementShown, shownAnnouncementIds } from './shown-announcements';

/**
 * From now on (the app is mounted), each announcement of the settings that the user has not opened
 * becomes a toast, once per page load; settings refreshes that bring new ones toast those. Opening
 * one (its toast clicked) records it in `announcements-shown`, so it never comes back.
 * Returns the stop function.
 */
export function watchAnnouncements(settings: Observable<Settings | null> = settings$): () => void {
  const toasted = new Set<string>();
  const settingsSubscription = settings.subscribe((current) => {
    const shown = shownAnnouncementIds();
    for (const announcement of current?.announcements ?? []) {
      if (shown.has(announcement.id) || toasted.has(announcement.id)) continue;
      toasted.add(announcement.id);
      notify(announcementToast(announcement));
    }
  });
  const openSubscription = on('open-modal').subscribe(({ name, props }) => {
    if (name === MODAL_NAMES.announcement && typeof props?.id === 'string') recordAnnouncementShown(props.id);
  });
  return () => {
    settingsSubscription.unsubscribe();
    openSubscription.unsubscribe();
  };
}
