import { configureApi, type HttpRequest } from '@tdx/api';
import { on } from '@tdx/event-bus';
import { provideRuntimeConfig } from './runtime-config';
import { SETTINGS_REFRESH_MS, startSettingsRefresh } from './refresh';
import { hivePrice$, settings$ } from './store';
import { TEST_CONFIG } from './testing/test-config';

const SETTINGS = { maintenance: false, native_token: 'BEE', announcements: [], nodes: [], deprecated_tokens: [], disabled_tokens: [] };

let failing = false;
const requests: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  provideRuntimeConfig(TEST_CONFIG);
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

  it('only logs failures and keeps the last good values', async () => {
    const before = settings$.getValue();
    failing = true;
    const refresh = startSettingsRefresh();
    await refresh.ready;
    refresh.stop();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch settings', expect.anything());
    expect(console.error).toHaveBeenCalledWith('Failed to fetch Hive price', expect.anything());
    expect(settings$.getValue()).toBe(before);
  });
});
