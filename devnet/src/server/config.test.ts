import { parseCli } from './config';

describe('parseCli', () => {
  it('defaults: port 3900, data file under the devnet folder, scale 1, not fresh', () => {
    const { config, fresh, host } = parseCli([], {}, '/repo/devnet');
    expect(fresh).toBe(false);
    expect(host).toBe('127.0.0.1');
    expect(config).toMatchObject({ port: 3900, dataFile: '/repo/devnet/.devnet-data/state.json', scale: 1, log: false, sidechainId: 'ssc-mainnet-hive' });
    expect(config.maxBatchLength).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 20]);
  });

  it('reads flags and environment', () => {
    const { config, fresh } = parseCli(['--fresh', '--scale', '3', '--port=4000'], { DEVNET_DATA: '/tmp/d.json', DEVNET_LOG: '1', DEVNET_PORT: '5000' }, '/x');
    expect(fresh).toBe(true);
    expect(config).toMatchObject({ port: 4000, scale: 3, dataFile: '/tmp/d.json', log: true });
    expect(parseCli([], { DEVNET_PORT: '5000' }, '/x').config.port).toBe(5000);
    expect(parseCli([], { DEVNET_SCALE: '7' }, '/x').config.scale).toBe(7);
    expect(parseCli(['--scale', '2'], { DEVNET_SCALE: '7' }, '/x').config.scale).toBe(2);
    expect(parseCli([], { DEVNET_HOST: '0.0.0.0' }, '/x').host).toBe('0.0.0.0');
  });

  it('refuses nonsense numbers', () => {
    expect(() => parseCli(['--scale', '0'], {}, '/x')).toThrow('scale must be a number >= 1');
    expect(() => parseCli(['--port', 'abc'], {}, '/x')).toThrow('port');
  });
});
