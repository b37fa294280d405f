import { createFederatedConfig } from '@tdx/config';
import { PARCEL_EXPOSE, REMOTES } from '@tdx/contracts';

export default createFederatedConfig({
  name: 'mf_nft_openhive',
  port: REMOTES.mf_nft_openhive.port,
  appDir: __dirname,
  exposes: { [PARCEL_EXPOSE]: './src/remote/parcel.tsx' },
});
