/** @jest-environment jsdom */
import { keychainScript } from './keychain-script';

type Reply = { kind: 'confirm' } | { kind: 'response'; response: Record<string, unknown> };
type Keychain = Record<string, (...args: unknown[]) => void>;

const ENDPOINT = 'http://devnet.test/keychain/request';

function load(mode: 'approve' | 'absent' = 'approve') {
  new Function(keychainScript(mode, ENDPOINT))();
}

/** fetch answering each POST from a queue of devnet replies, recording what the page sent. */
function devnetReplies(...replies: Reply[]) {
  const sent: { url: string; body: { request: Record<string, unknown>; confirmed: boolean } }[] = [];
  window.fetch = jest.fn(async (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) });
    const reply = replies.shift();
    return { ok: true, status: 200, json: async () => reply } as unknown as Response;
  }) as unknown as typeof fetch;
  return sent;
}

const keychain = () => (window as unknown as { hive_keychain: Keychain }).hive_keychain;
const dialogRoot = () => document.querySelector('[data-devnet-keychain]')?.shadowRoot ?? null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const success = { success: true, error: null, result: { id: 'abc', tx_id: 'abc', confirmed: true }, message: 'ok' };

beforeEach(() => {
  delete (window as unknown as { hive_keychain?: unknown }).hive_keychain;
  document.body.replaceChildren();
});

it('defines the Keychain API and keeps the first copy when loaded twice', () => {
  load();
  const first = keychain();
  load();
  expect(keychain()).toBe(first);
  expect(Object.keys(first).sort()).toEqual(['requestBroadcast', 'requestCustomJson', 'requestHandshake', 'requestSignBuffer', 'requestTransfer']);
});

it('defines nothing in mode absent', () => {
  load('absent');
  expect((window as unknown as { hive_keychain?: unknown }).hive_keychain).toBeUndefined();
});

it('answers the handshake with a call without arguments', async () => {
  load();
  const callback = jest.fn();
  keychain().requestHandshake(callback);
  await settle();
  expect(callback).toHaveBeenCalledWith();
});

it('sends the request with Keychain’s field names and passes the answer with its request id', async () => {
  const sent = devnetReplies({ kind: 'response', response: success });
  load();
  const callback = jest.fn();
  keychain().requestCustomJson('alice', 'ssc-mainnet-hive', 'Active', '{"a":1}', 'Do it', callback);
  await settle();
  expect(sent).toEqual([
    {
      url: ENDPOINT,
      body: { request: { type: 'custom', username: 'alice', id: 'ssc-mainnet-hive', method: 'Active', json: '{"a":1}', display_msg: 'Do it' }, confirmed: false },
    },
  ]);
  expect(callback).toHaveBeenCalledWith({ ...success, request_id: 1 });
});

it('makes a pending request answer ignored when a new one starts', async () => {
  devnetReplies({ kind: 'confirm' }, { kind: 'response', response: success });
  load();
  const first = jest.fn();
  const second = jest.fn();
  keychain().requestTransfer('alice', 'bob', '1.000', '', 'HIVE', first);
  await settle();
  keychain().requestTransfer('alice', 'bob', '2.000', '', 'HIVE', second);
  await settle();
  expect(first).toHaveBeenCalledWith(
    expect.objectContaining({ success: false, error: 'ignored', result: null, message: 'User ignored this transaction', request_id: 1 }),
  );
  expect(second).toHaveBeenCalledWith(expect.objectContaining({ success: true, request_id: 2 }));
  expect(first).toHaveBeenCalledTimes(1);
});

describe('interactive approval dialog', () => {
  const hostileJson = JSON.stringify({ contractName: 'nft', contractPayload: { name: '<img src=x onerror=alert(1)>' } });

  async function openDialog(...afterConfirm: Reply[]) {
    const sent = devnetReplies({ kind: 'confirm' }, ...afterConfirm);
    load();
    const callback = jest.fn();
    keychain().requestCustomJson('alice', 'ssc-mainnet-hive', 'Active', hostileJson, 'Issue NFT', callback);
    await settle();
    return { sent, callback, root: dialogRoot() };
  }

  const button = (root: ShadowRoot, name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

  it('describes the operation as text in an accessible dialog', async () => {
    const { root } = await openDialog();
    const dialog = root?.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.textContent).toContain('@alice');
    expect(dialog?.textContent).toContain('Custom JSON (ssc-mainnet-hive)');
    expect(dialog?.textContent).toContain('Active');
    expect(root?.querySelector('pre')?.textContent).toContain('"name": "<img src=x onerror=alert(1)>"');
    expect(root?.querySelector('img')).toBeNull();
    expect(root?.activeElement?.textContent).toBe('Reject');
  });

  it('Approve asks the devnet to sign and closes the dialog', async () => {
    const { root, sent, callback } = await openDialog({ kind: 'response', response: success });
    button(root as ShadowRoot, 'Approve').click();
    await settle();
    expect(sent[1].body.confirmed).toBe(true);
    expect(callback).toHaveBeenCalledWith({ ...success, request_id: 1 });
    expect(dialogRoot()).toBeNull();
  });

  it('Reject answers user_cancel without asking the devnet', async () => {
    const { root, sent, callback } = await openDialog();
    button(root as ShadowRoot, 'Reject').click();
    await settle();
    expect(sent).toHaveLength(1);
    expect(callback).toHaveBeenCalledWith(
      expect.objectContaining({ success: false, error: 'user_cancel', result: null, message: 'Request was canceled by the user.', request_id: 1 }),
    );
  });
});
