import { configureApi, type HttpRequest, type HttpResponse } from '@tdx/api';
import type { RuntimeConfig } from '@tdx/contracts';
import { provideRuntimeConfig } from '@tdx/settings';

/** Points the main API at `answer` (by path) and records the requests. */
export function fakeMainApi(answer: (path: string, request: HttpRequest) => HttpResponse) {
  const requests: HttpRequest[] = [];
  provideRuntimeConfig({ apiBaseURL: 'http://api.test', sidechain: { id: 'ssc-devnet', rpc: 'http://n', rpcs: [], timeoutMs: 100 } } as unknown as RuntimeConfig);
  configureApi({
    transport: async (request) => {
      requests.push(request);
      return answer(new URL(request.url).pathname, request);
    },
  });
  return requests;
}
