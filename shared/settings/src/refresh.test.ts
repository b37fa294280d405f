import { configureApi, type HttpRequest } from '@tdx/api';
import { on } from '@tdx/event-bus';
import { provideRuntimeConfig } from './runtime-config';
import { refreshSettingsAndPrice, SETTINGS_REFRESH_MS, startSettingsRefresh } from './refresh';
import { hivePrice$, settings$, settingsSettled$ } from './store';
import { TEST_CONFIG } from './testing/test-config';

const SETTINGS = { maintenance: false, native_token: 'BEE', announcements: [], nodes: [], deprecated_tokens: [], disabled_tokens: [], sidechain_id: 'ssc-mainnet-hive', sidechain_rpc: '' };

let failing = false;
const requests: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  provideRuntimeConfig(TEST_CONFIG);
  settingsSettled$.next(false);
  failing = false;
  requests.length = 0;
  configureApi({
    transport: async (request: HttpRequest) => {
      requests.push(request.url);
      if (failing) return { status: 503, data: '' };
      return { status: 200, data: request.url.endsWith('/settings') ? SETTINGS : { hive: 0.25 } };
    },
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('startSettingsRefresh', () => {
  it('fetches settings and price now and every 900 s until stopped, announcing new settings', async () => {
    const changes: unknown[] = [];
    const subscription = on('settings-changed').subscribe((event) => changes.push(event.settings));
    const refresh = startSettingsRefresh();
    await refresh.ready;
    expect(settings$.getValue()).toEqual(SETTINGS);
    expect(hivePrice$.getValue()).toBe(0.25);
    expect(requests).toHaveLength(2);

    await jest.advanceTimersByTimeAsync(SETTINGS_REFRESH_MS - 1);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(4);

    refresh.stop();
    await jest.advanceTimersByTimeAsync(SETTINGS_REFRESH_MS * 3);
    expect(requests).toHaveLength(4);
    expect(changes).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('only logs failures and keeps the last good values, but counts the first fetch as settled', async () => {
    const before = settings$.getValue();
    failing = true;
    const refresh = startSettingsRefresh();
    expect(settingsSettled$.getValue()).toBe(false);
    await refresh.ready;
    refresh.stop();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch settings', expect.anything());
    expect(console.error).toHaveBeenCalledWith('Failed to fetch Hive price', expect.anything());
    expect(settings$.getValue()).toBe(before);
    expect(settingsSettled$.getValue()).toBe(true);
  });

  it('starts a refresh while another is in flight and never lets the older answer win', async () => {
    const answers: Array<(maintenance: boolean) => void> = [];
    configureApi({
      transport: (request: HttpRequest) =>
        request.url.endsWith('/settings')
          ? new Promise((resolve) => answers.push((maintenance) => resolve({ status: 200, data: { ...SETTINGS, maintenance } })))
          : Promise.resolve({ status: 200, data: { hive: 0.25 } }),
    });
    const older = refreshSettingsAndPrice();
    const newer = refreshSettingsAndPrice();
    await jest.advanceTimersByTimeAsync(0);
    expect(answers).toHaveLength(2);
    answers[1]!(true);
    await newer;
    expect(settings$.getValue()?.maintenance).toBe(true);
    answers[0]!(false);
    await older;
    expect(settings$.getValue()?.maintenance).toBe(true);
  });
});
