import { MODAL_NAMES, type NotifyEvent, type Settings } from '@tdx/contracts';
import { emit, on } from '@tdx/event-bus';
import { BehaviorSubject } from 'rxjs';
import { SHOWN_ANNOUNCEMENTS_KEY, shownAnnouncementIds } from './shown-announcements';
import { watchAnnouncements } from './watch-announcements';

const welcome = { id: 'welcome', title: 'Welcome', message: 'Hello there' };
const upgrade = { id: 'upgrade', title: 'Upgrade', message: 'Nodes upgrade on Sunday' };

function settingsWith(announcements: Settings['announcements']): Settings {
  return { announcements } as Settings;
}

function watch(initial: Settings | null) {
  const settings = new BehaviorSubject<Settings | null>(initial);
  const toasts: NotifyEvent[] = [];
  const subscription = on('notify').subscribe((event) => toasts.push(event));
  const stop = watchAnnouncements(settings);
  return {
    settings,
    toasts,
    stop: () => {
      stop();
      subscription.unsubscribe();
    },
  };
}

describe('watchAnnouncements', () => {
  beforeEach(() => localStorage.clear());

  it('toasts each announcement not yet opened as a persistent warning', () => {
    localStorage.setItem(SHOWN_ANNOUNCEMENTS_KEY, JSON.stringify(['upgrade']));
    const { toasts, stop } = watch(settingsWith([welcome, upgrade]));
    expect(toasts).toEqual([expect.objectContaining({ id: 'announcement-welcome', title: 'Welcome', variant: 'warning', duration: 0 })]);
    stop();
  });

  it('toasts an announcement once per page load, and new ones a settings refresh brings', () => {
    const { settings, toasts, stop } = watch(null);
    expect(toasts).toEqual([]);
    settings.next(settingsWith([welcome]));
    settings.next(settingsWith([welcome, upgrade]));
    expect(toasts.map((toast) => toast.title)).toEqual(['Welcome', 'Upgrade']);
    stop();
  });

  it('records an announcement as shown when its modal opens, so it is not toasted again', () => {
    const first = watch(settingsWith([welcome]));
    emit({ type: 'open-modal', name: MODAL_NAMES.announcement, props: { id: 'welcome' } });
    emit({ type: 'open-modal', name: MODAL_NAMES.login, props: { id: 'not-an-announcement' } });
    first.stop();
    expect(shownAnnouncementIds()).toEqual(new Set(['welcome']));
    const afterReload = watch(settingsWith([welcome]));
    expect(afterReload.toasts).toEqual([]);
    afterReload.stop();
  });

  it('still toasts when the stored list is corrupt', () => {
    localStorage.setItem(SHOWN_ANNOUNCEMENTS_KEY, '[oops');
    const { toasts, stop } = watch(settingsWith([welcome]));
    expect(toasts).toHaveLength(1);
    stop();
  });
});
