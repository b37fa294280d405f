import { createFederatedConfig } from '@tdx/config';
import { PARCEL_EXPOSE, REMOTES } from '@tdx/contracts';

export default createFederatedConfig({
  name: 'mf_admin',
  port: REMOTES.mf_admin.port,
  appDir: __dirname,
  exposes: { [PARCEL_EXPOSE]: './src/remote/parcel.tsx' },
});
