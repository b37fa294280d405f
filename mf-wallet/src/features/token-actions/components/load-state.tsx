import { Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import type { Loaded } from '../model/use-loaded';

export interface LoadStateProps<T> {
  state: Loaded<T>;
  retry: () => void;
  what: string;
  children: (value: T) => ReactNode;
}

/** A chain read inside a dialog: a spinner, a failure with Retry, or its content. */
export function LoadState<T>({ state, retry, what, children }: LoadStateProps<T>) {
  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} />
        <Typography variant="body2">Loading {what}…</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Retry</Button>}>
        {`Could not load ${what} from the sidechain.`}
      </Alert>
    );
  }
  return <>{children(state.value)}</>;
}
