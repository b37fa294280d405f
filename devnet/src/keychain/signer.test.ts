import { Signature, cryptoUtils } from '@hiveio/dhive';
import { accountKeys } from '../accounts';
import { createExpirationClock, operationsOf, privateKeyOf, signBuffer, signTransaction } from './signer';

const HIVE_CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';

describe('signBuffer', () => {
  it('signs sha256 of the message with the requested key, in the 130-hex compact form', () => {
    const { signature, publicKey } = signBuffer('alice', 'alice1767225600000', 'Posting');
    expect(signature).toMatch(/^[0-9a-f]{130}$/);
    expect(publicKey).toBe(accountKeys('alice').posting.publicKey);
    const recovered = Signature.fromString(signature).recover(cryptoUtils.sha256('alice1767225600000')).toString();
    expect(recovered).toBe(publicKey);
  });

  it('signs the raw bytes of a JSON-serialised Buffer', () => {
    const { signature, publicKey } = signBuffer('bob', JSON.stringify(Buffer.from([1, 2, 3])), 'Active');
    expect(Signature.fromString(signature).recover(cryptoUtils.sha256(Buffer.from([1, 2, 3]))).toString()).toBe(publicKey);
  });
});

describe('operationsOf', () => {
  it('puts an Active custom JSON in required_auths and a Posting one in required_posting_auths', () => {
    const base = { type: 'custom', username: 'alice', id: 'ssc-mainnet-hive', json: '{}', display_msg: '' } as const;
    expect(operationsOf({ ...base, method: 'Active' })).toEqual({
      operations: [['custom_json', { required_auths: ['alice'], required_posting_auths: [], id: 'ssc-mainnet-hive', json: '{}' }]],
      key: 'Active',
    });
    expect(operationsOf({ ...base, method: 'Posting' }).operations[0][1]).toMatchObject({ required_auths: [], required_posting_auths: ['alice'] });
  });

  it('makes a transfer signed with the active key', () => {
    expect(operationsOf({ type: 'transfer', username: 'alice', to: 'bob', amount: '1.500', memo: 'm', currency: 'HBD', enforce: false })).toEqual({
      operations: [['transfer', { from: 'alice', to: 'bob', amount: '1.500 HBD', memo: 'm' }]],
      key: 'Active',
    });
  });
});

describe('signTransaction', () => {
  it('references the head block and signs the digest for the chain id', () => {
    const tx = signTransaction([['transfer', { from: 'alice', to: 'bob', amount: '1.000 HIVE', memo: '' }]], privateKeyOf('alice', 'Active'), {
      chainId: HIVE_CHAIN_ID,
      expiration: '2026-11-01T00:01:00',
      headBlockNumber: 0x055d4a81,
      headBlockId: '055d4a81aabbccdd00112233445566778899aabb',
    });
    expect(tx.ref_block_num).toBe(0x4a81);
    expect(tx.ref_block_prefix).toBe(Buffer.from('aabbccdd', 'hex').readUInt32LE(0));
    const digest = cryptoUtils.transactionDigest(tx, Buffer.from(HIVE_CHAIN_ID, 'hex'));
    expect(Signature.fromString(tx.signatures[0]).recover(digest).toString()).toBe(accountKeys('alice').active.publicKey);
  });
});

describe('createExpirationClock', () => {
  it('gives expirations a minute ahead, never twice the same', () => {
    const expiration = createExpirationClock();
    const now = Date.UTC(2026, 10, 1);
    expect(expiration(now)).toBe('2026-11-01T00:01:00');
    expect(expiration(now)).toBe('2026-11-01T00:01:01');
    expect(expiration(now + 10_000)).toBe('2026-11-01T00:01:10');
  });
});
