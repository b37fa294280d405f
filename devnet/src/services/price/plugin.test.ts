import { createTestServer, type TestServer } from '../common/test-server';
import { DEFAULT_HIVE_PRICE, PRICE_STATE_KEY, priceService, type PriceState } from './plugin';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([priceService]);
});
afterAll(() => server.close());

it('answers { hive: <usd> } from the price state bag', async () => {
  expect((await server.request({ url: '/price' })).json()).toEqual({ hive: DEFAULT_HIVE_PRICE });
  server.runtime.state<PriceState>(PRICE_STATE_KEY, () => ({ hive: 0 })).hive = 0.5;
  expect((await server.request({ url: '/price' })).json()).toEqual({ hive: 0.5 });
});

it('fails as configured by the price fault switch', async () => {
  await server.request({ method: 'POST', url: '/__devnet/faults', payload: { service: 'price', mode: 'error' } });
  expect((await server.request({ url: '/price' })).statusCode).toBe(503);
});
