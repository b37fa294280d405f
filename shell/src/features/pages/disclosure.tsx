import { Button } from '@tdx/ui/overlay';
import { Box, Typography } from '@tdx/ui';
import { useId, useState, type ReactNode } from 'react';

/**
 * A question that shows its answer on demand (WAI-ARIA disclosure): a heading holding a button
 * with `aria-expanded`, controlling the panel below it. Enter and Space toggle it like any button.
 */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3">
        <Button
          fullWidth
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          endIcon={<span aria-hidden="true">{open ? '−' : '+'}</span>}
          sx={{ justifyContent: 'space-between', textAlign: 'left', color: 'text.primary', typography: 'subtitle1', fontWeight: 600, py: 1.5, px: 0 }}
        >
          {summary}
        </Button>
      </Typography>
      <Box id={panelId} hidden={!open} sx={{ pb: 2 }}>
        {children}
      </Box>
    </Box>
  );
}
