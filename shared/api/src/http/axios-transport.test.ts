import axios from 'axios';
import { axiosTransport } from './axios-transport';
import { TransportError } from './transport';

jest.mock('axios', () => {
  const actual = jest.requireActual('axios');
  return { __esModule: true, default: { request: jest.fn(), isAxiosError: actual.isAxiosError } };
});

const request = axios.request as jest.Mock;

describe('axiosTransport', () => {
  it('resolves every HTTP status and forwards the request', async () => {
    request.mockResolvedValue({ status: 503, data: 'busy' });
    const signal = new AbortController().signal;
    await expect(axiosTransport({ method: 'POST', url: 'https://n/contracts', data: { a: 1 }, timeoutMs: 10, signal })).resolves.toEqual({ status: 503, data: 'busy' });
    const config = request.mock.calls[0][0];
    expect(config).toMatchObject({ method: 'POST', url: 'https://n/contracts', data: { a: 1 }, timeout: 10, signal });
    expect(config.validateStatus(500)).toBe(true);
  });

  it('turns a timeout and a network failure into TransportErrors', async () => {
    const { AxiosError } = jest.requireActual('axios');
    request.mockRejectedValueOnce(new AxiosError('timeout of 10ms exceeded', 'ECONNABORTED'));
    await expect(axiosTransport({ method: 'GET', url: 'https://n' })).rejects.toMatchObject({ name: 'TransportError', reason: 'timeout' });
    request.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    const failure = axiosTransport({ method: 'GET', url: 'https://n' });
    await expect(failure).rejects.toBeInstanceOf(TransportError);
    await expect(failure).rejects.toMatchObject({ reason: 'network' });
  });
});
