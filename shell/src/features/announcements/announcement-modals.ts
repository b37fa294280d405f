import { MODAL_NAMES } from '@tdx/contracts';

/** The announcement detail modal, for the shell's modal manager (props: `{ id }`). */
export const ANNOUNCEMENT_MODALS = [{ name: MODAL_NAMES.announcement, load: () => import('./announcement-modal') }];
