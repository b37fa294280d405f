import type { Broadcast } from '@tdx/data';
import { Alert } from '@tdx/ui/extra';

/**
 * Beside a form: why its last broadcast did not go through. The chain's or Keychain's error is an
 * alert; a cancel or a broadcast not yet confirmed is only a status (the user chose it, or it may
 * still go through).
 */
export function BroadcastProblem({ broadcast: { state, problem } }: { broadcast: Broadcast }) {
  if (problem === null) return null;
  const failed = state.status === 'failed';
  return (
    <Alert severity={failed ? 'error' : state.status === 'cancelled' ? 'info' : 'warning'} role={failed ? 'alert' : 'status'} sx={{ whiteSpace: 'pre-line', mt: 1 }}>
      {problem}
    </Alert>
  );
}
