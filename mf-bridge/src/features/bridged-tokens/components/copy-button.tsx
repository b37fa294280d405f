import { Button } from '@tdx/ui/overlay';
import { useCopy } from '../../../shared';

/** Copies `value`; says so, or that the browser refused (then the full value is in its label to copy by hand). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useCopy(value);
  return (
    <Button size="small" onClick={copy} aria-label={label} title={copied === 'failed' ? `Copying was blocked: ${value}` : undefined} sx={{ minWidth: 0 }}>
      {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Blocked' : 'Copy'}
    </Button>
  );
}
