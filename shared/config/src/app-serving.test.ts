import { servingFor, sirvArguments } from './app-serving';

describe('servingFor', () => {
  it('serves the shell on 3000 and the remotes on 3101–3107 in area order', () => {
    expect(servingFor('shell')).toEqual({ port: 3000, isHost: true });
    expect(
      ['mf-trade', 'mf-swap', 'mf-wallet', 'mf-nft-openhive', 'mf-contracts', 'mf-bridge', 'mf-admin'].map((dir) => servingFor(dir).port),
    ).toEqual([3101, 3102, 3103, 3104, 3105, 3106, 3107]);
  });

  it('refuses an unknown folder', () => {
    expect(() => servingFor('mf-unknown')).toThrow('Unknown app folder mf-unknown');
  });

  it('gives the shell the SPA fallback and the remotes CORS', () => {
    expect(sirvArguments(servingFor('shell'), 'localhost')).toContain('--single');
    expect(sirvArguments(servingFor('mf-wallet'), 'localhost')).toContain('--dev');
    expect(sirvArguments(servingFor('shell'), 'localhost')).toContain('--gzip');
    expect(sirvArguments(servingFor('mf-wallet'), 'localhost')).toContain('--brotli');
    expect(sirvArguments(servingFor('mf-wallet'), 'localhost')).toContain('--cors');
    expect(sirvArguments(servingFor('mf-wallet'), 'localhost')).not.toContain('--single');
  });
});
