/**
 * The boot script's early requests are only worth sending if the start-up's clients make exactly
 * the same ones: checked against the real clients and the real runtime configs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { configureApi, mainApi, priceApi, withEarlyAnswers, type HttpRequest } from '@tdx/api/core';
import { sidechain } from '@tdx/api';
import { earlyReadData, ROUTE_MANIFEST, START_READ_TIMEOUT_MS, type EarlyAnswer, type RuntimeConfig } from '@tdx/contracts';
import { earlyServiceRequests, earlyTokenRequests } from './route-hints';

const runtimeConfig = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../config/runtime', name), 'utf8')) as RuntimeConfig;

const answerFor = (request: Omit<EarlyAnswer, 'response'>): EarlyAnswer => ({
  ...request,
  response: Promise.resolve({ status: 200, data: request.method === 'POST' ? { jsonrpc: '2.0', id: 1, result: { symbol: 'BEE' } } : { hive: 0.25 } }),
});

describe.each(['devnet.json', 'production.json'])('with the %s runtime config', (file) => {
  it("the clients' first settings, price and token reads take the boot script's answers", async () => {
    const config = runtimeConfig(file);
    const early = earlyReadData(ROUTE_MANIFEST);
    const requests = [
      ...earlyServiceRequests(early, config, START_READ_TIMEOUT_MS),
      ...earlyTokenRequests(early, config, { pathname: '/trade/BEE' }, START_READ_TIMEOUT_MS),
    ];
    // Each waits as long as the client that takes its answer would.
    expect(requests.map((request) => request.timeoutMs)).toEqual([config.serviceTimeoutsMs?.main, config.serviceTimeoutsMs?.price, config.sidechain.timeoutMs]);
    const answers = requests.map(({ timeoutMs: _timeout, ...request }) => answerFor(request));
    expect(answers).toHaveLength(3);
    const network = jest.fn((request: HttpRequest) => Promise.reject(new Error(`sent ${request.method} ${request.url}`)));
    configureApi({ config: () => config, preferredSidechainNode: () => undefined, transport: withEarlyAnswers(network, answers) });

    await expect(mainApi.getSettings()).resolves.toEqual({ hive: 0.25 });
    await expect(priceApi.getHivePrice()).resolves.toBe(0.25);
    await expect(sidechain.findOne('tokens', 'tokens', { symbol: 'BEE' })).resolves.toEqual({ symbol: 'BEE' });
    expect(network).not.toHaveBeenCalled();
    expect(answers).toEqual([]);
  });
});
