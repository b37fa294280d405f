import { Link as RouterLink } from '@tdx/router';
import { Button } from '@tdx/ui';
import type { ReactNode } from 'react';

/** A text button that navigates inside the site. */
export function RouterButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} color="inherit" size="small" sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 0, px: 1 }}>
      {children}
    </Button>
  );
}
