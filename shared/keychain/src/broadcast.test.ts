import { configureApi, type HttpRequest } from '@tdx/api';
import type { AppEvent, RuntimeConfig, TransactionInfo } from '@tdx/contracts';
import { events$ } from '@tdx/event-bus';
import { provideRuntimeConfig } from '@tdx/settings';
import { broadcast, CANCELLED_TEXT, FAILED_TITLE, UNCONFIRMED_TEXT, UNKNOWN_OUTCOME_TEXT } from './broadcast';
import { CONFIRM_POLL_MS, CONFIRM_TIMEOUT_MS } from './confirmation';
import { approve, cancel, installFakeKeychain } from './testing/fake-keychain';

const action = { contractName: 'nftmarket', contractAction: 'sell', contractPayload: { symbol: 'CITY', nfts: ['1'] } };
const TX = 'f'.repeat(40);

/** Sidechain state: the logs getTransactionInfo answers per txid (missing = not processed yet, null = answered without logs). */
let processed: Record<string, string | null>;
let seen: AppEvent[];
let subscription: { unsubscribe(): void };

const info = (txid: string, logs: string | null) =>
  ({ blockNumber: 1, refHiveBlockNumber: 2, transactionId: txid, sender: 'alice', contract: 'nftmarket', action: 'sell', payload: '{}', ...(logs === null ? {} : { logs }) }) as TransactionInfo;

beforeEach(() => {
  jest.useFakeTimers();
  processed = {};
  seen = [];
  subscription = events$.subscribe((event) => seen.push(event));
  provideRuntimeConfig({ sidechain: { id: 'ssc-devnet', rpc: 'http://node.test', rpcs: [], timeoutMs: 500 } } as unknown as RuntimeConfig);
  configureApi({
    preferredSidechainNode: () => undefined,
    transport: async (request: HttpRequest) => {
      const { id, params } = request.data as { id: number; params: { txid: string } };
      const logs = processed[params.txid];
      return { status: 200, data: { jsonrpc: '2.0', id, result: logs === undefined ? null : info(params.txid, logs) } };
    },
  });
});
afterEach(() => {
  subscription.unsubscribe();
  delete window.hive_keychain;
  jest.useRealTimers();
});

const types = () => seen.map((event) => (event.type === 'notify' ? `notify:${event.variant}` : event.type));
const notification = () => seen.find((event) => event.type === 'notify');

describe('broadcast flow', () => {
  it('waiting → successful → done once the sidechain confirms without errors', async () => {
    installFakeKeychain(approve({ id: TX }));
    const outcome = broadcast('alice', action, { displayName: 'Sell CITY #1', actionId: 'row-1' });
    await jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
    processed[TX] = '{"events":[{"contract":"nftmarket","event":"sellOrder","data":{}}]}';
    await jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS);

    await expect(outcome).resolves.toEqual({ status: 'confirmed', transactionId: TX, transactionIds: [TX] });
    expect(types()).toEqual(['broadcast-waiting', 'broadcast-successful', 'notify:success', 'broadcast-done']);
    expect(seen[0]).toMatchObject({ kind: 'broadcast', name: 'broadcast', phase: 'waiting', actionId: 'row-1' });
  });

  it('uses the name as event prefix', async () => {
    installFakeKeychain(approve({ id: TX }));
    processed[TX] = '{}';
    await broadcast('alice', action, { displayName: 'x', name: 'nft-sell' });
    expect(types()).toEqual(['nft-sell-waiting', 'nft-sell-successful', 'notify:success', 'nft-sell-done']);
  });

  it('waiting → failed (cancel) → done with an info toast on Keychain cancel', async () => {
    installFakeKeychain(cancel);
    await expect(broadcast('alice', action, { displayName: 'x' })).resolves.toEqual({ status: 'cancelled' });
    expect(types()).toEqual(['broadcast-waiting', 'broadcast-failed', 'notify:info', 'broadcast-done']);
    expect(seen[1]).toMatchObject({ cancel: true });
    expect(notification()).toMatchObject({ description: CANCELLED_TEXT });
  });

  it('waiting → keychain-missing → failed → done without a toast when the extension is absent', async () => {
    const outcome = broadcast('alice', action, { displayName: 'x' });
    await jest.advanceTimersByTimeAsync(2500);
    await expect(outcome).resolves.toEqual({ status: 'keychain-missing' });
    expect(types()).toEqual(['broadcast-waiting', 'keychain-missing', 'broadcast-failed', 'broadcast-done']);
  });

  it('shows a Keychain failure message as an error', async () => {
    installFakeKeychain(() => ({ success: false, error: 'broadcast', message: 'Could not sign.' }));
    await expect(broadcast('alice', action, { displayName: 'x' })).resolves.toEqual({ status: 'keychain-error', message: 'Could not sign.' });
    expect(types()).toEqual(['broadcast-waiting', 'broadcast-failed', 'notify:error', 'broadcast-done']);
  });

  it('reports sidechain logs.errors verbatim as failed', async () => {
    installFakeKeychain(approve({ id: TX }));
    processed[TX] = '{"errors":["you must have enough tokens to cover  fees"]}';
    const outcome = await broadcast('alice', action, { displayName: 'x' });
    expect(outcome).toEqual({ status: 'failed', transactionId: TX, transactionIds: [TX], errors: ['you must have enough tokens to cover  fees'] });
    expect(types()).toEqual(['broadcast-waiting', 'broadcast-failed', 'notify:error', 'broadcast-done']);
    expect(notification()).toMatchObject({ title: FAILED_TITLE, description: 'you must have enough tokens to cover  fees' });
  });

  it('checks every transaction of an array broadcast and fails when only -1 failed', async () => {
    installFakeKeychain(approve({ id: TX }));
    processed[`${TX}-0`] = '{"events":[]}';
    processed[`${TX}-2`] = '{"events":[]}';
    const outcome = broadcast('alice', [action, action, action], { displayName: 'x' });
    await jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 2);
    processed[`${TX}-1`] = '{"errors":["nft does not exist"]}';
    await jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
    await expect(outcome).resolves.toMatchObject({ status: 'failed', transactionIds: [`${TX}-0`, `${TX}-1`, `${TX}-2`], errors: ['nft does not exist'] });
    expect(types()).toEqual(['broadcast-waiting', 'broadcast-failed', 'notify:error', 'broadcast-done']);
  });

  it('warns "not yet confirmed" after 60 s without an answer, and still ends with done', async () => {
    installFakeKeychain(approve({ id: TX }));
    const outcome = broadcast('alice', action, { displayName: 'x' });
    await jest.advanceTimersByTimeAsync(CONFIRM_TIMEOUT_MS - CONFIRM_POLL_MS);
    expect(types()).toEqual(['broadcast-waiting']);
    await jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 2);
    await expect(outcome).resolves.toEqual({ status: 'unconfirmed', transactionId: TX, transactionIds: [TX] });
    expect(types()).toEqual(['broadcast-waiting', 'notify:warning', 'broadcast-done']);
    expect(notification()).toMatchObject({ description: UNCONFIRMED_TEXT });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"errors":'],
    ['not an object', '"ok"'],
  ])('reports an unknown outcome, never success, when the logs are %s', async (_, logs) => {
    installFakeKeychain(approve({ id: TX }));
    processed[TX] = logs;
    const outcome = await broadcast('alice', action, { displayName: 'x' });
    expect(outcome).toEqual({ status: 'unknown', transactionId: TX, transactionIds: [TX] });
    expect(types()).toEqual(['broadcast-waiting', 'notify:warning', 'broadcast-done']);
    expect(notification()).toMatchObject({ description: UNKNOWN_OUTCOME_TEXT, variant: 'warning' });
  });

  it('is unknown when one transaction of an array has no logs and the others succeeded', async () => {
    installFakeKeychain(approve({ id: TX }));
    processed[`${TX}-0`] = '{"events":[]}';
    processed[`${TX}-1`] = null;
    await expect(broadcast('alice', [action, action], { displayName: 'x' })).resolves.toMatchObject({ status: 'unknown' });
  });

  it('still fails with the errors one transaction logged when another has no logs', async () => {
    installFakeKeychain(approve({ id: TX }));
    processed[`${TX}-0`] = null;
    processed[`${TX}-1`] = '{"errors":["overdrawn balance"]}';
    await expect(broadcast('alice', [action, action], { displayName: 'x' })).resolves.toMatchObject({ status: 'failed', errors: ['overdrawn balance'] });
  });
});
