import CompressionPlugin from 'compression-webpack-plugin';
import { createFederatedConfig } from './federated-config';

const configFor = (mode: 'production' | 'development') =>
  createFederatedConfig({ name: 'mf_test', port: 3999, appDir: __dirname, exposes: { './parcel': './parcel.tsx' } })(undefined, { mode });

describe('createFederatedConfig', () => {
  it('precompresses production scripts, stylesheets and pages with gzip for the static server', () => {
    const compression = configFor('production').plugins?.filter((plugin) => plugin instanceof CompressionPlugin) ?? [];
    expect(compression).toHaveLength(1);
  });

  it('does not compress development builds', () => {
    expect(configFor('development').plugins?.some((plugin) => plugin instanceof CompressionPlugin)).toBe(false);
  });
});
