/**
 * `@tdx/api/core`: the start-up part of `@tdx/api` (in the shell's main.js). It owns the one
 * environment `configureApi` fills, and the REST clients the first page calls: the main API
 * (session, settings) and the price API. `@tdx/api` re-exports all of it and adds the chain clients
 * (sidechain, Hive, info, history, bridges), which the shell loads on first use.
 */
import type { RuntimeConfig } from '@tdx/contracts';
import { apiEnvironment } from './environment';
import { createRestClient } from './rest/client';
import { createMainApi } from './rest/main-api';
import { createPriceApi } from './rest/price-api';
import { serviceTimeoutMs } from './rest/service-timeouts';

export { apiEnvironment, configureApi, type ApiEnvironment } from './environment';
export { TransportError, type HttpRequest, type HttpResponse, type HttpTransport } from './http/transport';
export { withEarlyAnswers } from './http/early-answers';
export { ApiError } from './rest/errors';
export type { RequestOptions, RestClient } from './rest/client';
export { DEFAULT_SERVICE_TIMEOUTS_MS } from './rest/service-timeouts';

const config = (): RuntimeConfig => apiEnvironment().config();
const transport = () => apiEnvironment().transport;

/** Main API; sends the session's access token as bearer. */
export const mainApi = createMainApi(
  createRestClient({
    serviceName: 'The main API',
    baseUrl: () => config().apiBaseURL,
    timeoutMs: () => serviceTimeoutMs(config(), 'main'),
    transport,
    bearer: () => apiEnvironment().accessToken(),
  }),
);
export const priceApi = createPriceApi(
  createRestClient({ serviceName: 'The price service', baseUrl: () => config().priceApi, timeoutMs: () => serviceTimeoutMs(config(), 'price'), transport }),
);
