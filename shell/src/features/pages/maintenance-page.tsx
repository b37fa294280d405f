import { Stack, Typography } from '@tdx/ui';

export default function MaintenancePage() {
  return (
    <Stack spacing={2} sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        Down for maintenance
      </Typography>
      <Typography color="text.secondary">The site is being updated and will be back shortly. Your funds are safe on chain.</Typography>
    </Stack>
  );
}
