import type { DataState } from '@tdx/data';
import { Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';

export interface LoadStateProps<T> {
  state: DataState<T>;
  what: string;
  children: (value: T) => ReactNode;
}

/** A chain read inside a dialog: a spinner, a failure with Retry, or its content. */
export function LoadState<T>({ state, what, children }: LoadStateProps<T>) {
  if (state.failed) {
    return (
      <Alert severity="error" action={<Button onClick={state.reload}>Retry</Button>}>
        {`Could not load ${what} from the sidechain.`}
      </Alert>
    );
  }
  if (state.data === undefined) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} />
        <Typography variant="body2">Loading {what}…</Typography>
      </Stack>
    );
  }
  return <>{children(state.data)}</>;
}
