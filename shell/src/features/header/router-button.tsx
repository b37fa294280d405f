import { Link as RouterLink } from '@tdx/router';
import { asPlainButton } from '@tdx/ui/base';

/** A text button that navigates inside the site. */
export const RouterButton = asPlainButton(RouterLink);
