import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { AdminSettingsPage } from '../features/settings/components/admin-settings-page';

/** The area's routes (absolute, as in the shell's manifest). */
export const ADMIN_ROUTES: readonly AreaRoute[] = [{ path: paths.admin.pattern, Page: AdminSettingsPage }];
