import { useSettings } from '@tdx/settings';
import { siteBanner } from '../../layouts/site-banner.css';

export const SETTINGS_PROBLEM_TEXT =
  "The site's settings could not be read: tokens normally hidden or retired may be listed, and announcements are missing. The site tries again every 15 minutes.";

/** Says so once the first settings read has failed (or answered something unusable), until a read succeeds. */
export function SettingsProblemBanner() {
  const { settings, settingsSettled } = useSettings();
  return (
    <div role="status">
      {settingsSettled && !settings && <p className={siteBanner}>{SETTINGS_PROBLEM_TEXT}</p>}
    </div>
  );
}
