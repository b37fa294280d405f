import type { Guard } from '@tdx/contracts';
import { decideAccess, type AccessFacts } from './guards';

const visitor: AccessFacts = {
  paramsValid: true,
  sessionRestoring: false,
  loggedIn: false,
  admin: false,
  tradableToken: 'yes',
  supportedNft: 'yes',
};
const user: AccessFacts = { ...visitor, loggedIn: true };

describe('decideAccess', () => {
  it('lets anyone into unguarded routes', () => {
    expect(decideAccess([], visitor)).toBe('allow');
  });

  it('fails the route validity check first, as a 404, whoever asks', () => {
    expect(decideAccess(['login'], { ...visitor, paramsValid: false })).toBe('notFound');
    expect(decideAccess(['login', 'admin'], { ...user, admin: true, paramsValid: false })).toBe('notFound');
  });

  it('asks visitors to log in, and waits while a saved session is restored', () => {
    expect(decideAccess(['login'], visitor)).toBe('loginRequired');
    expect(decideAccess(['login'], { ...visitor, sessionRestoring: true })).toBe('pending');
    expect(decideAccess(['login'], user)).toBe('allow');
  });

  it('forbids the admin area to users without the admin scope', () => {
    expect(decideAccess(['login', 'admin'], visitor)).toBe('loginRequired');
    expect(decideAccess(['login', 'admin'], user)).toBe('forbidden');
    expect(decideAccess(['login', 'admin'], { ...user, admin: true })).toBe('allow');
  });

  it('treats an untradable token or unsupported NFT as not found', () => {
    expect(decideAccess(['tradableToken'], { ...visitor, tradableToken: 'no' })).toBe('notFound');
    expect(decideAccess(['tradableToken'], { ...visitor, tradableToken: 'pending' })).toBe('pending');
    expect(decideAccess(['tradableToken'], { ...visitor, tradableToken: 'error' })).toBe('unavailable');
    expect(decideAccess(['supportedNft'], { ...visitor, supportedNft: 'no' })).toBe('notFound');
  });

  it('throws for a route middleware it does not know', () => {
    expect(() => decideAccess(['login', 'vip' as Guard], user)).toThrow('Unknown route middleware: vip');
  });

  it('checks login before the chain lookups', () => {
    expect(decideAccess(['login', 'supportedNft'], { ...visitor, supportedNft: 'no' })).toBe('loginRequired');
    expect(decideAccess(['login', 'supportedNft'], { ...user, supportedNft: 'no' })).toBe('notFound');
  });
});
