import { paths } from '@tdx/contracts';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { productName } from '../../app/product-name';
import { adminLoginHref } from './admin-login-href';
import { TextPageLink } from './text-page';

/** /maintenance, in the maintenance layout: what is happening, and the way in for administrators. */
export default function MaintenancePage() {
  const { isAdmin } = useSession();
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        Down for maintenance
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
        {productName()} is being updated and will be back shortly. Your tokens and NFTs are safe on the blockchain: nothing
        is lost while the site is closed.
      </Typography>
      {isAdmin ? (
        <TextPageLink link={{ label: 'Open the admin area', href: paths.admin.href() }} />
      ) : (
        <TextPageLink link={{ label: 'Administrators: log in', href: adminLoginHref() }} />
      )}
    </Stack>
  );
}
