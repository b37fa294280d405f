import type { SignedTransaction } from '@hiveio/dhive';
import { accountKeys } from '../accounts';
import { verifySignedTransaction } from '../hive/verify';
import type { KeychainMode } from './keychain-mode';
import { handleKeychainRequest, type KeychainBackend } from './request-handler';

const HIVE_CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';
const NOW = Date.UTC(2026, 10, 1);

/** A backend whose broadcast runs the devnet Hive node's own signature and authority checks. */
function backend(mode: KeychainMode) {
  const broadcasts: SignedTransaction[] = [];
  const value: KeychainBackend = {
    mode: () => mode,
    accountExists: (name) => ['alice', 'bob'].includes(name),
    chainContext: () => ({ chainId: HIVE_CHAIN_ID, expiration: '2026-11-01T00:01:00', headBlockNumber: 90_000_001, headBlockId: '055d4a81aabbccdd00112233445566778899aabb' }),
    broadcast(tx) {
      const auths = (tx.operations[0][1] as { required_auths?: string[] }).required_auths;
      verifySignedTransaction(tx, [{ account: 'alice', role: auths?.length || tx.operations[0][0] === 'transfer' ? 'active' : 'posting' }], {
        chainId: Buffer.from(HIVE_CHAIN_ID, 'hex'),
        nowMs: NOW,
        authorityOf: (account, role) => ({ weight_threshold: 1, account_auths: [], key_auths: [[accountKeys(account)[role].publicKey, 1]] }),
      });
      broadcasts.push(tx);
      return { id: `txid${broadcasts.length}` };
    },
  };
  return { value, broadcasts };
}

const customJson = {
  type: 'custom',
  username: 'alice',
  id: 'ssc-mainnet-hive',
  method: 'Active',
  json: JSON.stringify({ contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity: '1', memo: '' } }),
  display_msg: 'Transfer 1 BEE to @bob',
};

describe('handleKeychainRequest', () => {
  it('approve: broadcasts a transaction the Hive node verification accepts', () => {
    const { value, broadcasts } = backend('approve');
    expect(handleKeychainRequest(value, customJson, false)).toEqual({
      kind: 'response',
      response: {
        success: true,
        error: null,
        result: { id: 'txid1', tx_id: 'txid1', confirmed: true },
        data: customJson,
        message: 'The transaction has been broadcasted successfully.',
      },
    });
    expect(broadcasts).toHaveLength(1);
  });

  it('approve: signs a buffer and returns the public key', () => {
    const request = { type: 'signBuffer', username: 'alice', message: 'alice1', method: 'Posting' };
    const reply = handleKeychainRequest(backend('approve').value, request, false);
    expect(reply).toMatchObject({
      kind: 'response',
      response: { success: true, error: null, message: 'Message signed successfully.', publicKey: accountKeys('alice').posting.publicKey },
    });
  });

  it('cancel: answers user_cancel without broadcasting', () => {
    const { value, broadcasts } = backend('cancel');
    expect(handleKeychainRequest(value, customJson, false)).toEqual({
      kind: 'response',
      response: { success: false, error: 'user_cancel', result: null, data: customJson, message: 'Request was canceled by the user.' },
    });
    expect(broadcasts).toHaveLength(0);
  });

  it('fail: answers a failure with Could not sign.', () => {
    expect(handleKeychainRequest(backend('fail').value, customJson, false)).toMatchObject({
      response: { success: false, error: 'sign_error', result: null, message: 'Could not sign.' },
    });
  });

  it('interactive: asks for confirmation first, then signs once confirmed', () => {
    const { value, broadcasts } = backend('interactive');
    expect(handleKeychainRequest(value, customJson, false)).toEqual({ kind: 'confirm' });
    expect(broadcasts).toHaveLength(0);
    expect(handleKeychainRequest(value, customJson, true)).toMatchObject({ response: { success: true } });
  });

  it('answers incomplete before asking anything', () => {
    const transfer = { type: 'transfer', username: 'alice', to: 'bob', amount: '1', memo: '', currency: 'HIVE' };
    expect(handleKeychainRequest(backend('interactive').value, transfer, false)).toEqual({
      kind: 'response',
      response: { success: false, error: 'incomplete', result: null, data: transfer, message: 'Amount requires a string with 3 decimals' },
    });
  });

  it('answers user_cancel for an account the wallet does not hold', () => {
    expect(handleKeychainRequest(backend('approve').value, { ...customJson, username: 'mallory' }, false)).toMatchObject({
      response: { success: false, error: 'user_cancel' },
    });
  });

  it('reports the node’s refusal as a failure with its message', () => {
    const { value } = backend('approve');
    value.broadcast = () => {
      throw new Error('missing required active authority');
    };
    expect(handleKeychainRequest(value, customJson, false)).toMatchObject({
      response: { success: false, error: 'missing required active authority', message: 'missing required active authority' },
    });
  });

  it('answers a failure for an operation Hive does not know', () => {
    const request = { type: 'broadcast', username: 'alice', operations: [['no_such_op', {}]], method: 'Active' };
    expect(handleKeychainRequest(backend('approve').value, request, false)).toMatchObject({
      response: { success: false, result: null, data: request },
    });
  });
});
