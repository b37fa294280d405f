import { Stack, Typography } from '@tdx/ui';
import { Paper } from '@tdx/ui/extra';
import { useId, type ReactNode } from 'react';

/** A titled part of the settings page (a landmark region named by its heading). */
export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
