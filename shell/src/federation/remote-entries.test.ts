import { parseRemoteEntries } from './remote-entries';

describe('parseRemoteEntries', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps known remotes with http(s) entry URLs', () => {
    expect(
      parseRemoteEntries({
        mf_wallet: 'http://localhost:3103/remoteEntry.js',
        mf_trade: 'https://cdn.example.com/trade/remoteEntry.js',
      }),
    ).toEqual({
      mf_wallet: 'http://localhost:3103/remoteEntry.js',
      mf_trade: 'https://cdn.example.com/trade/remoteEntry.js',
    });
  });

  it('drops unknown names and unsafe or relative URLs', () => {
    expect(
      parseRemoteEntries({
        mf_evil: 'http://localhost:1/remoteEntry.js',
        mf_wallet: 'javascript:alert(1)',
        mf_swap: '//cdn.example.com/remoteEntry.js',
        mf_bridge: 42,
        mf_admin: 'https://user:pw@cdn.example.com/remoteEntry.js',
      }),
    ).toEqual({});
  });

  it('survives a file that is not an object', () => {
    expect(parseRemoteEntries(['mf_wallet'])).toEqual({});
    expect(parseRemoteEntries(null)).toEqual({});
  });
});
