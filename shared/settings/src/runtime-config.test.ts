import { TEST_CONFIG as VALID } from './testing/test-config';

type Settings = typeof import('./index');
type Api = typeof import('@tdx/api');


/** Fresh module state; the bus then warns about its second copy, which is expected here. */
async function fresh(): Promise<{ settings: Settings; api: Api }> {
  jest.resetModules();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  return { settings: await import('./index'), api: await import('@tdx/api') };
}

function mockFetch(answer: () => Promise<Partial<Response>>) {
  const fetchMock = jest.fn(answer);
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

const jsonResponse = (body: unknown) => async () => ({ ok: true, status: 200, json: async () => body });

afterEach(() => jest.restoreAllMocks());

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', async () => {
    const { settings } = await fresh();
    expect(settings.parseRuntimeConfig(VALID)).toEqual(VALID);
  });

  it('names every broken field', async () => {
    const { settings } = await fresh();
    const broken = { ...VALID, sidechain: { ...VALID.sidechain, timeoutMs: 'soon' }, apiBaseURL: undefined };
    expect(() => settings.parseRuntimeConfig(broken)).toThrow(/Invalid runtime config \/config\.json: .*sidechain\.timeoutMs.*apiBaseURL/);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json once, exposes it and points the API clients at it', async () => {
    const { settings, api } = await fresh();
    const fetchMock = mockFetch(jsonResponse(VALID));
    await Promise.all([settings.loadRuntimeConfig(), settings.loadRuntimeConfig()]);
    await settings.loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/config.json', expect.anything()]);
    expect(settings.runtimeConfig().sidechain.id).toBe('ssc-devnet');

    const transport = jest.fn(async () => ({ status: 200, data: { hive: 0.3 } }));
    api.configureApi({ transport });
    await api.priceApi.getHivePrice();
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://localhost:3900/prices' }));
  });

  it('rejects clearly on HTTP errors and broken JSON, and can be retried', async () => {
    const { settings } = await fresh();
    mockFetch(async () => ({ ok: false, status: 404 }));
    await expect(settings.loadRuntimeConfig()).rejects.toThrow('Runtime config /config.json answered HTTP 404');
    mockFetch(async () => ({ ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('x')) }));
    await expect(settings.loadRuntimeConfig()).rejects.toThrow('Runtime config /config.json is not valid JSON');
    mockFetch(jsonResponse(VALID));
    await expect(settings.loadRuntimeConfig()).resolves.toEqual(VALID);
  });

  it("takes the boot script's read of the config, and fetches the file itself when that read failed", async () => {
    const { settings } = await fresh();
    const fetchMock = mockFetch(jsonResponse(VALID));
    await expect(settings.loadRuntimeConfig('/config.json', Promise.resolve(VALID))).resolves.toEqual(VALID);
    expect(fetchMock).not.toHaveBeenCalled();

    const again = await fresh();
    const refetch = mockFetch(jsonResponse(VALID));
    await expect(again.settings.loadRuntimeConfig('/config.json', Promise.reject(new Error('offline')))).resolves.toEqual(VALID);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("validates the boot script's read like a fetched one", async () => {
    const { settings } = await fresh();
    await expect(settings.loadRuntimeConfig('/config.json', Promise.resolve({ productName: 'x' }))).rejects.toThrow('Invalid runtime config /config.json');
  });

  it('makes runtimeConfig() throw until loaded', async () => {
    const { settings } = await fresh();
    expect(() => settings.runtimeConfig()).toThrow('Runtime config not loaded');
  });
});
