import { createJsonRpcClient } from '../jsonrpc/client';
import { fakeTransport, rpcAnswer } from '../testing/fake-transport';
import { createHiveClient } from './client';

describe('Hive client', () => {
  it('posts condenser_api.get_accounts to the node root with the names as one positional list', async () => {
    const transport = fakeTransport((request) => rpcAnswer(request, () => [{ name: 'alice', balance: '1.000 HIVE' }]));
    const hive = createHiveClient(createJsonRpcClient({ nodes: () => ['https://hive.test'], timeoutMs: () => 1000, transport: () => transport }));
    await expect(hive.getAccounts(['alice'])).resolves.toEqual([{ name: 'alice', balance: '1.000 HIVE' }]);
    expect(transport.requests[0]).toMatchObject({
      url: 'https://hive.test',
      data: { jsonrpc: '2.0', method: 'condenser_api.get_accounts', params: [['alice']] },
    });
  });
});
