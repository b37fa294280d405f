import type { AxiosStatic } from 'axios';
import { TransportError, type HttpTransport } from './transport';

let axiosPromise: Promise<AxiosStatic> | undefined;

/** axios stays off the first paint: it is fetched with the first request. */
function loadAxios(): Promise<AxiosStatic> {
  axiosPromise ??= import('axios').then((module) => module.default);
  return axiosPromise;
}

export const axiosTransport: HttpTransport = async (request) => {
  const axios = await loadAxios();
  try {
    const response = await axios.request({
      method: request.method,
      url: request.url,
      params: request.params,
      data: request.data,
      headers: request.headers,
      timeout: request.timeoutMs,
      signal: request.signal,
      validateStatus: () => true,
    });
    return { status: response.status, data: response.data };
  } catch (error) {
    const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
    throw new TransportError(error instanceof Error ? error.message : String(error), timedOut ? 'timeout' : 'network');
  }
};
