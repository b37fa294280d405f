/** The area's whole public interface: single-spa lifecycles, exposed as `mf_admin/parcel`. */
import { REMOTES } from '@tdx/contracts';
import { createRemoteParcel } from '@tdx/ui/parcel';
import Root from './root';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(Root, REMOTES.mf_admin.area, process.env.TDX_BUILD_ID);
