import { REMOTES_URL } from '@tdx/contracts';
import { frame } from './frame.css';

console.log(REMOTES_URL, frame);
void import(/* webpackChunkName: "start-part" */ './start-part');
void import('./host-shares');
