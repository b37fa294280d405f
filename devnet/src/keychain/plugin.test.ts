import { Signature, cryptoUtils } from '@hiveio/dhive';
import BigNumber from 'bignumber.js';
import { accountKeys } from '../accounts';
import { contract as tokens } from '../contracts/tokens';
import { createTestServer, type TestServer } from '../services/common/test-server';
import { seededTables } from '../services/common/test-seed';
import { keychainService } from './plugin';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([keychainService], { contracts: [tokens], ...seededTables(['tokens']) });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.request({ method: 'POST', url: '/__devnet/keychain', payload: { mode: 'approve' } });
});

const keychainRequest = (request: Record<string, unknown>, confirmed = false) =>
  server.request({ method: 'POST', url: '/keychain/request', payload: { request, confirmed } });

const transferJson = (quantity: string) =>
  JSON.stringify({ contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity, memo: 'via keychain' } });

describe('Keychain emulator endpoint', () => {
  it('broadcasts an Active custom JSON that the devnet Hive node accepts and the sidechain processes', async () => {
    const response = (
      await keychainRequest({ type: 'custom', username: 'alice', id: 'ssc-mainnet-hive', method: 'Active', json: transferJson('1.5'), display_msg: 'Send' })
    ).json();
    expect(response).toMatchObject({ kind: 'response', response: { success: true, message: 'The transaction has been broadcasted successfully.' } });
    const txId = response.response.result.tx_id;
    const info = server.runtime.chain.getTransactionInfo(txId);
    expect(info).toMatchObject({ sender: 'alice', contract: 'tokens', action: 'transfer' });
    expect(JSON.parse((info as { logs: string }).logs)).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.5' } }],
    });
  });

  it('broadcasts a HIVE transfer that moves Hive balances', async () => {
    const before = server.runtime.hive.balances('bob')!.hive;
    const response = (await keychainRequest({ type: 'transfer', username: 'alice', to: 'bob', amount: '2.000', memo: '', currency: 'HIVE' })).json();
    expect(response.response.success).toBe(true);
    expect(new BigNumber(server.runtime.hive.balances('bob')!.hive).minus(before).toFixed(3)).toBe('2.000');
  });

  it('signs a buffer that recovers to the account’s posting key', async () => {
    const { response } = (await keychainRequest({ type: 'signBuffer', username: 'bob', message: 'bob42', method: 'Posting' })).json();
    expect(Signature.fromString(response.result).recover(cryptoUtils.sha256('bob42')).toString()).toBe(accountKeys('bob').posting.publicKey);
  });

  it('follows the mode set through the control API', async () => {
    const request = { type: 'custom', username: 'alice', id: 'ssc-mainnet-hive', method: 'Active', json: transferJson('1'), display_msg: '' };
    await server.request({ method: 'POST', url: '/__devnet/keychain', payload: { mode: 'cancel' } });
    expect((await keychainRequest(request)).json().response).toMatchObject({ success: false, error: 'user_cancel' });
    await server.request({ method: 'POST', url: '/__devnet/keychain', payload: { mode: 'fail' } });
    expect((await keychainRequest(request)).json().response).toMatchObject({ success: false, message: 'Could not sign.' });
    await server.request({ method: 'POST', url: '/__devnet/keychain', payload: { mode: 'interactive' } });
    expect((await keychainRequest(request)).json()).toEqual({ kind: 'confirm' });
    expect((await keychainRequest(request, true)).json().response).toMatchObject({ success: true });
  });

  it('serves the script, and nothing in mode absent', async () => {
    const script = await server.request({ url: '/keychain.js' });
    expect(script.headers.get('content-type')).toContain('application/javascript');
    expect(script.body).toContain('window.hive_keychain = {');
    expect(script.body).toMatch(/var ENDPOINT = "http:\/\/127\.0\.0\.1:\d+\/keychain\/request";/);
    await server.request({ method: 'POST', url: '/__devnet/keychain', payload: { mode: 'absent' } });
    expect((await server.request({ url: '/keychain.js' })).body).not.toContain('hive_keychain =');
  });
});
