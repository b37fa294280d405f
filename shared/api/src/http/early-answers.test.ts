import type { EarlyAnswer } from '@tdx/contracts';
import { EARLY_ANSWER_WINDOW_MS, withEarlyAnswers } from './early-answers';
import type { HttpRequest, HttpTransport } from './transport';

const lookup = (id: number) => ({ jsonrpc: '2.0', id, method: 'findOne', params: { contract: 'tokens', table: 'tokens', query: { symbol: 'BEE' } } });

function answer(request: Omit<EarlyAnswer, 'response'>, data: unknown, status = 200): EarlyAnswer {
  return { ...request, response: Promise.resolve({ status, data }) };
}

function setup(answers: EarlyAnswer[]) {
  const network = jest.fn<ReturnType<HttpTransport>, [HttpRequest]>(() => Promise.resolve({ status: 200, data: 'from the network' }));
  return { network, transport: withEarlyAnswers(network, answers) };
}

describe('withEarlyAnswers', () => {
  it('gives the first identical request the early answer, and later ones the network', async () => {
    const { network, transport } = setup([answer({ method: 'GET', url: 'http://api.test/settings' }, { maintenance: false })]);
    const request: HttpRequest = { method: 'GET', url: 'http://api.test/settings', headers: { Authorization: 'Bearer t' } };
    await expect(transport(request)).resolves.toEqual({ status: 200, data: { maintenance: false } });
    expect(network).not.toHaveBeenCalled();
    await expect(transport(request)).resolves.toEqual({ status: 200, data: 'from the network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("matches a JSON-RPC call whatever its id, and answers with the request's own id", async () => {
    const { network, transport } = setup([answer({ method: 'POST', url: 'http://node.test/contracts', body: lookup(1) }, { jsonrpc: '2.0', id: 1, result: null })]);
    await expect(transport({ method: 'POST', url: 'http://node.test/contracts', data: lookup(42) })).resolves.toEqual({
      status: 200,
      data: { jsonrpc: '2.0', id: 42, result: null },
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('hands an error status over as it came', async () => {
    const { transport } = setup([answer({ method: 'GET', url: 'http://api.test/settings' }, 'Bad gateway', 502)]);
    await expect(transport({ method: 'GET', url: 'http://api.test/settings' })).resolves.toEqual({ status: 502, data: 'Bad gateway' });
  });

  it('sends a request that differs in method, address, query or body', async () => {
    const early = [
      answer({ method: 'GET', url: 'http://api.test/settings' }, 'early'),
      answer({ method: 'POST', url: 'http://node.test/contracts', body: lookup(1) }, 'early'),
    ];
    const { network, transport } = setup(early);
    await transport({ method: 'PUT', url: 'http://api.test/settings', data: {} });
    await transport({ method: 'GET', url: 'http://api.test/settings/openhive' });
    await transport({ method: 'GET', url: 'http://api.test/settings', params: { page: 2 } });
    await transport({ method: 'POST', url: 'http://node.test/contracts', data: { ...lookup(1), method: 'find' } });
    await transport({ method: 'POST', url: 'http://node.test/contracts', data: [lookup(1)] });
    expect(network).toHaveBeenCalledTimes(5);
    expect(early).toHaveLength(2);
  });

  it('sends the request itself when the early one got no answer', async () => {
    const failed: EarlyAnswer = { method: 'GET', url: 'http://api.test/settings', response: Promise.reject(new Error('offline')) };
    failed.response.catch(() => undefined);
    const { network, transport } = setup([failed]);
    await expect(transport({ method: 'GET', url: 'http://api.test/settings' })).resolves.toEqual({ status: 200, data: 'from the network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('drops the answers no request took within the start-up window: a later identical request reads the network', async () => {
    let clock = 0;
    const answers = [answer({ method: 'GET', url: 'http://api.test/settings' }, { maintenance: false })];
    const network = jest.fn<ReturnType<HttpTransport>, [HttpRequest]>(() => Promise.resolve({ status: 200, data: { maintenance: true } }));
    const transport = withEarlyAnswers(network, answers, () => clock);
    clock = EARLY_ANSWER_WINDOW_MS + 1;
    await expect(transport({ method: 'GET', url: 'http://api.test/settings' })).resolves.toEqual({ status: 200, data: { maintenance: true } });
    expect(network).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([]);
  });

  it('still serves an answer at the end of the window', async () => {
    let clock = 0;
    const { network } = setup([]);
    const transport = withEarlyAnswers(network, [answer({ method: 'GET', url: 'http://api.test/settings' }, { maintenance: false })], () => clock);
    clock = EARLY_ANSWER_WINDOW_MS;
    await expect(transport({ method: 'GET', url: 'http://api.test/settings' })).resolves.toEqual({ status: 200, data: { maintenance: false } });
    expect(network).not.toHaveBeenCalled();
  });

  it('takes answers added after it was set up (the boot script adds them once the config is in)', async () => {
    const answers: EarlyAnswer[] = [];
    const { network, transport } = setup(answers);
    answers.push(answer({ method: 'GET', url: 'http://price.test' }, { hive: 0.3 }));
    await expect(transport({ method: 'GET', url: 'http://price.test' })).resolves.toEqual({ status: 200, data: { hive: 0.3 } });
    expect(network).not.toHaveBeenCalled();
  });
});
