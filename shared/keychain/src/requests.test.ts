import type { AppEvent, RuntimeConfig } from '@tdx/contracts';
import { events$ } from '@tdx/event-bus';
import { provideRuntimeConfig } from '@tdx/settings';
import { MISSING_ERROR, NO_ANSWER_ERROR, NO_ANSWER_MESSAGE } from './outcome';
import { customJson, INVALID_AMOUNT_MESSAGE, KEYCHAIN_ANSWER_TIMEOUT_MS, signBuffer, transfer } from './requests';
import { approve, cancel, installFakeKeychain } from './testing/fake-keychain';

const action = { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity: '1' } };

beforeEach(() => {
  provideRuntimeConfig({ sidechain: { id: 'ssc-devnet', rpc: 'http://n', rpcs: [], timeoutMs: 100 } } as unknown as RuntimeConfig);
});
afterEach(() => {
  delete window.hive_keychain;
  jest.useRealTimers();
});

describe('Keychain requests', () => {
  it('signs a buffer with the Posting key by default', async () => {
    const calls = installFakeKeychain(approve('1f'.repeat(65)));
    await expect(signBuffer('alice', 'alice123')).resolves.toEqual({ success: true, result: '1f'.repeat(65), message: 'ok' });
    expect(calls).toEqual([{ method: 'requestSignBuffer', args: ['alice', 'alice123', 'Posting'] }]);
  });

  it('normalises a user cancel and other failures', async () => {
    installFakeKeychain(cancel);
    await expect(signBuffer('alice', 'm')).resolves.toEqual({ success: false, cancel: true, message: 'Request was canceled by the user.' });
    installFakeKeychain(() => ({ success: false, error: 'incomplete', message: 'Amount requires a string with 3 decimals' }));
    await expect(signBuffer('alice', 'm')).resolves.toEqual({ success: false, error: 'incomplete', message: 'Amount requires a string with 3 decimals' });
    installFakeKeychain(() => ({ success: false, error: { code: 1 } }));
    await expect(signBuffer('alice', 'm')).resolves.toEqual({ success: false, error: 'keychain_error', message: 'keychain_error' });
  });

  it.each([
    ['1', '1.000'],
    ['0.1239', '0.123'],
    ['123456789012345678901.5', '123456789012345678901.500'],
  ])('sends transfer amount %s as %s', async (amount, sent) => {
    const calls = installFakeKeychain(approve({ id: 'tx' }));
    await transfer('alice', 'honey-swap', amount, 'memo', 'HIVE');
    expect(calls[0].args).toEqual(['alice', 'honey-swap', sent, 'memo', 'HIVE']);
  });

  it.each(['abc', '0', '0.0009', '-1', 'NaN'])('refuses the transfer amount %j without asking Keychain', async (amount) => {
    const calls = installFakeKeychain(approve({ id: 'tx' }));
    await expect(transfer('alice', 'bob', amount, '', 'HIVE')).resolves.toEqual({ success: false, error: 'invalid_amount', message: INVALID_AMOUNT_MESSAGE });
    expect(calls).toEqual([]);
  });

  it('sends custom JSON under the configured sidechain id with the Active key by default', async () => {
    const calls = installFakeKeychain(approve({ tx_id: 'abc' }));
    await expect(customJson('alice', action, { displayName: 'Transfer 1 BEE' })).resolves.toMatchObject({ success: true, result: { id: 'abc', tx_id: 'abc' } });
    expect(calls[0].args).toEqual(['alice', 'ssc-devnet', 'Active', JSON.stringify(action), 'Transfer 1 BEE']);
  });

  it('reports an array broadcast with id <txid>-0', async () => {
    installFakeKeychain(approve({ id: 'abc' }));
    const outcome = await customJson('alice', [action, action], { displayName: 'x', key: 'Posting' });
    expect(outcome).toMatchObject({ success: true, result: { id: 'abc-0', tx_id: 'abc' } });
  });

  it('waits for a late-injected extension', async () => {
    jest.useFakeTimers();
    const signed = signBuffer('alice', 'm');
    await jest.advanceTimersByTimeAsync(500);
    installFakeKeychain(approve('sig'));
    await jest.advanceTimersByTimeAsync(100);
    await expect(signed).resolves.toMatchObject({ success: true, result: 'sig' });
  });

  it('emits keychain-missing and fails when no extension appears within ~2 s', async () => {
    jest.useFakeTimers();
    const seen: AppEvent[] = [];
    const subscription = events$.subscribe((event) => seen.push(event));
    const signed = signBuffer('alice', 'm');
    await jest.advanceTimersByTimeAsync(1900);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    await expect(signed).resolves.toMatchObject({ success: false, error: MISSING_ERROR });
    expect(seen).toEqual([{ type: 'keychain-missing' }]);
    subscription.unsubscribe();
  });

  it('ends a request Keychain never answers after the answer timeout', async () => {
    jest.useFakeTimers();
    window.hive_keychain = { requestSignBuffer: () => undefined, requestCustomJson: () => undefined, requestTransfer: () => undefined };
    const sent = customJson('alice', action, { displayName: 'Transfer (BEE)' });
    await jest.advanceTimersByTimeAsync(KEYCHAIN_ANSWER_TIMEOUT_MS - 1);
    let settled = false;
    void sent.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toEqual({ success: false, error: NO_ANSWER_ERROR, message: NO_ANSWER_MESSAGE });
  });

  it('takes the answer timeout from the runtime config', async () => {
    jest.useFakeTimers();
    provideRuntimeConfig({ sidechain: { id: 'ssc-devnet', rpc: 'http://n', rpcs: [], timeoutMs: 100 }, keychainAnswerTimeoutMs: 50 } as unknown as RuntimeConfig);
    window.hive_keychain = { requestSignBuffer: () => undefined, requestCustomJson: () => undefined, requestTransfer: () => undefined };
    const signed = signBuffer('alice', 'm');
    await jest.advanceTimersByTimeAsync(50);
    await expect(signed).resolves.toMatchObject({ success: false, error: NO_ANSWER_ERROR });
  });
});
