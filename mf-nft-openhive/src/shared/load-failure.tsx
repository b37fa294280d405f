import { Alert } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';

/** A read that failed: what is missing, and Retry. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
