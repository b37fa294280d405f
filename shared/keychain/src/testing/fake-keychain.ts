import type { KeychainResponse } from '@tdx/contracts';
import type { HiveKeychain, KeychainCallback } from '../keychain-window';

type Answer = (args: unknown[]) => KeychainResponse;

/** A `window.hive_keychain` whose every request is answered by `answer` and recorded. */
export function installFakeKeychain(answer: Answer) {
  const calls: { method: string; args: unknown[] }[] = [];
  const handler = (method: string) => (...args: unknown[]) => {
    calls.push({ method, args: args.slice(0, -1) });
    (args[args.length - 1] as KeychainCallback)(answer(args));
  };
  const keychain: HiveKeychain = {
    requestSignBuffer: handler('requestSignBuffer'),
    requestCustomJson: handler('requestCustomJson'),
    requestTransfer: handler('requestTransfer'),
  };
  window.hive_keychain = keychain;
  return calls;
}

export const approve = (result: unknown): Answer => () => ({ success: true, result, message: 'ok' });
export const cancel: Answer = () => ({ success: false, error: 'user_cancel', message: 'Request was canceled by the user.' });
