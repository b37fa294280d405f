/**
 * docker-compose.yml cannot be run here (no Docker daemon): its YAML is parsed and its shape checked
 * against what `docker compose config` would need and what the site needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { REMOTES, SHELL_PORT } from '@tdx/contracts';
import { REPO_ROOT } from '../shared-dependencies';

interface Service {
  image?: string;
  profiles?: string[];
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  command?: string[];
  depends_on?: string[];
}

const COMPOSE_KEYS = new Set(['name', 'services', 'volumes', 'networks', 'configs', 'secrets']);
const SERVICE_KEYS = new Set(['image', 'restart', 'ports', 'profiles', 'depends_on', 'volumes', 'working_dir', 'command', 'environment']);

const file = load(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as Record<string, unknown>;
const services = file.services as Record<string, Service>;
const appFolders = ['shell', ...Object.keys(REMOTES).map((name) => name.replace(/_/g, '-'))];
const appPorts = [SHELL_PORT, ...Object.values(REMOTES).map((remote) => remote.port)];

describe('docker-compose.yml', () => {
  it('holds only keys of the Compose specification (extension fields start with x-)', () => {
    expect(Object.keys(file).filter((key) => !COMPOSE_KEYS.has(key) && !key.startsWith('x-'))).toEqual([]);
    for (const [name, service] of Object.entries(services)) {
      expect([name, Object.keys(service).filter((key) => !SERVICE_KEYS.has(key))]).toEqual([name, []]);
      expect(typeof service.image).toBe('string');
      for (const list of [service.ports, service.volumes, service.profiles]) {
        expect(list === undefined || (Array.isArray(list) && list.every((item) => typeof item === 'string'))).toBe(true);
      }
    }
  });

  it.each([
    ['web', 'devnet'],
    ['web-mainnet', 'mainnet'],
  ])('%s serves every build with the official nginx image and the %s configuration, ports as today', (name, target) => {
    const web = services[name] as Service;
    expect(web.image).toMatch(/^nginx:\d/);
    expect(web.profiles).toEqual([target]);
    expect(web.ports).toEqual(appPorts.map((port) => `${port}:${port}`));
    expect(web.volumes).toEqual([
      ...appFolders.map((folder) => `./${folder}/dist:/srv/${folder}:ro`),
      `./deploy/generated/${target}:/srv/runtime:ro`,
      `./deploy/generated/${target}/nginx.conf:/etc/nginx/nginx.conf:ro`,
    ]);
  });

  it('runs the devnet beside the site in the devnet profile, reachable from the host', () => {
    const devnet = services.devnet as Service;
    expect(devnet.profiles).toEqual(['devnet']);
    expect(devnet.ports).toEqual(['3900:3900']);
    expect(devnet.environment?.DEVNET_HOST).toBe('0.0.0.0');
    expect(services.web?.depends_on).toEqual(['devnet']);
  });
});
