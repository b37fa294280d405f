import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import { accountKeys } from '../../accounts';
import { contract as tokens } from '../../contracts/tokens';
import { createTestServer, type TestServer } from '../common/test-server';
import { seededTables } from '../common/test-seed';
import { mainApiService } from './plugin';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([mainApiService], { contracts: [tokens], ...seededTables(['tokens']) });
});
afterAll(() => server.close());

async function whitelistedAfterLogin(username: string): Promise<boolean> {
  const ts = Date.now();
  const sig = PrivateKey.fromString(accountKeys(username).posting.wif).sign(cryptoUtils.sha256(username + ts)).toString();
  const response = await server.request({ method: 'POST', url: '/api/auth/v2/login', payload: { username, ts, sig } });
  return response.json().user.openhive.whitelisted;
}

it('whitelists a user after a paid whitelist transfer to the OpenHive mint account', async () => {
  expect(await whitelistedAfterLogin('alice')).toBe(false);
  const payload = { symbol: 'BEE', to: 'openhive-mint', quantity: '10', memo: JSON.stringify({ action: 'whitelist', payload: {} }) };
  const result = server.runtime.chain.submit('alice', true, { contractName: 'tokens', contractAction: 'transfer', contractPayload: payload }, 'ef'.repeat(20));
  expect(result.transactions[0].logs.errors).toBeUndefined();
  expect(await whitelistedAfterLogin('alice')).toBe(true);
  expect(await whitelistedAfterLogin('bob')).toBe(false);
});
