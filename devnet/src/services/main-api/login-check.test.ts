import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import { MAX_LOGIN_AGE_MS, checkLogin, type PostingAuthority } from './login-check';

const NOW = Date.UTC(2026, 0, 1, 12);
const aliceKey = PrivateKey.fromLogin('alice', 'alice-password', 'posting');
const bobKey = PrivateKey.fromLogin('bob', 'bob-password', 'posting');
const alicePosting: PostingAuthority = {
  weight_threshold: 1,
  key_auths: [[aliceKey.createPublic().toString(), 1]],
};

const sign = (key: PrivateKey, message: string) => key.sign(cryptoUtils.sha256(message)).toString();

describe('checkLogin', () => {
  it('accepts a fresh signature by the posting key', () => {
    const ts = NOW - 5000;
    expect(checkLogin({ username: 'alice', ts, sig: sign(aliceKey, `alice${ts}`) }, alicePosting, NOW)).toEqual({ ok: true });
  });

  it('rejects a signature by another key', () => {
    expect(checkLogin({ username: 'alice', ts: NOW, sig: sign(bobKey, `alice${NOW}`) }, alicePosting, NOW)).toEqual({
      ok: false,
      reason: 'Invalid signature',
    });
  });

  it('rejects a signature over another message (replayed for another account)', () => {
    expect(checkLogin({ username: 'alice', ts: NOW, sig: sign(aliceKey, `bob${NOW}`) }, alicePosting, NOW)).toEqual({
      ok: false,
      reason: 'Invalid signature',
    });
  });

  it('rejects malformed signatures', () => {
    for (const sig of ['', 'zz', '00'.repeat(65), `${sign(aliceKey, `alice${NOW}`)}00`]) {
      expect(checkLogin({ username: 'alice', ts: NOW, sig }, alicePosting, NOW)).toEqual({ ok: false, reason: 'Invalid signature' });
    }
  });

  it('rejects an unknown account', () => {
    expect(checkLogin({ username: 'nobody', ts: NOW, sig: sign(aliceKey, `nobody${NOW}`) }, null, NOW)).toEqual({
      ok: false,
      reason: 'Unknown account',
    });
  });

  it('rejects an old timestamp and one too far in the future', () => {
    const old = NOW - MAX_LOGIN_AGE_MS - 1;
    expect(checkLogin({ username: 'alice', ts: old, sig: sign(aliceKey, `alice${old}`) }, alicePosting, NOW)).toEqual({
      ok: false,
      reason: 'Timestamp is too old',
    });
    const ahead = NOW + 61_000;
    expect(checkLogin({ username: 'alice', ts: ahead, sig: sign(aliceKey, `alice${ahead}`) }, alicePosting, NOW)).toEqual({
      ok: false,
      reason: 'Timestamp is in the future',
    });
  });

  it('rejects a key whose weight is below the threshold', () => {
    const weak: PostingAuthority = { weight_threshold: 2, key_auths: alicePosting.key_auths };
    expect(checkLogin({ username: 'alice', ts: NOW, sig: sign(aliceKey, `alice${NOW}`) }, weak, NOW).ok).toBe(false);
  });
});
