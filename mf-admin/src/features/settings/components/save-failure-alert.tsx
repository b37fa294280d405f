import { openLoginModal } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Alert } from '@tdx/ui/extra';
import type { SaveFailure } from '../model/save-error';

/** A failed save, next to the action that failed; offers to log in again when the session expired. */
export function SaveFailureAlert({ failure }: { failure: SaveFailure }) {
  return (
    <Alert
      severity="error"
      action={
        failure.loginAgain ? (
          <Button color="inherit" size="small" onClick={openLoginModal}>
            Log in again
          </Button>
        ) : undefined
      }
    >
      {failure.message}
    </Alert>
  );
}
