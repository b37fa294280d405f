import { createFederatedConfig } from '@tdx/config';
import { PARCEL_EXPOSE, REMOTES } from '@tdx/contracts';

export default createFederatedConfig({
  name: 'mf_contracts',
  port: REMOTES.mf_contracts.port,
  appDir: __dirname,
  exposes: { [PARCEL_EXPOSE]: './src/remote/parcel.tsx' },
});
