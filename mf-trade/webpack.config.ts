import { createFederatedConfig } from '@tdx/config';
import { PARCEL_EXPOSE, REMOTES } from '@tdx/contracts';

export default createFederatedConfig({
  name: 'mf_trade',
  port: REMOTES.mf_trade.port,
  appDir: __dirname,
  exposes: { [PARCEL_EXPOSE]: './src/remote/parcel.tsx' },
});
