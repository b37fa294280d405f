import { createFederatedConfig } from '@tdx/config';
import { PARCEL_EXPOSE, REMOTES } from '@tdx/contracts';

export default createFederatedConfig({
  name: 'mf_swap',
  port: REMOTES.mf_swap.port,
  appDir: __dirname,
  exposes: { [PARCEL_EXPOSE]: './src/remote/parcel.tsx' },
});
