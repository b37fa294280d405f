import { REMOTES_URL } from '@tdx/contracts';

console.log(REMOTES_URL);
void import(/* webpackChunkName: "start-part" */ './start-part');
void import('./host-shares');
