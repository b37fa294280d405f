import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { useCopy } from '../../../shared';

/** A value the user must send to or from another chain, shown as text with a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopy(value);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }} data-testid={`copy-value-${label}`}>
          {value}
        </Typography>
        <Button size="small" variant="outlined" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
      {copied === 'failed' && (
        <Typography variant="body2" color="error">
          Copying is blocked by the browser: select the text and copy it yourself.
        </Typography>
      )}
    </Stack>
  );
}
