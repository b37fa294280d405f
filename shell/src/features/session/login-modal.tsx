import { login } from '@tdx/session';
import { Box, validateLoginUsername } from '@tdx/ui';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useRef, useState, type FormEvent } from 'react';
import { useDebouncedError } from './use-debounced-error';
import { useLoginWaiting } from './use-login-waiting';

export const USERNAME_VALIDATION_DELAY_MS = 300;

export interface LoginModalProps {
  onClose: () => void;
}

/** Title Login, one Username field, a Login button that waits while Keychain signs. */
export default function LoginModal({ onClose }: LoginModalProps) {
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  // The disabled Login button drops the keyboard focus while Keychain signs; after a failed or
  // cancelled attempt it goes back to the name, ready to correct or to submit again.
  const waiting = useLoginWaiting({ onSuccess: onClose, onUnsuccessful: () => usernameInput.current?.focus() });
  const debouncedError = useDebouncedError(username, validateLoginUsername, USERNAME_VALIDATION_DELAY_MS, touched);
  const error = submitError ?? debouncedError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLoginUsername(username.trim());
    setSubmitError(problem);
    if (problem || waiting) return;
    void login(username.trim());
  };

  return (
    <Dialog open onClose={waiting ? undefined : onClose} aria-labelledby="login-modal-title" maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="login-modal-title">Login</DialogTitle>
        <DialogContent>
          <TextField
            label="Username"
            placeholder="Hive username"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setTouched(true);
              setSubmitError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            required
            autoFocus
            fullWidth
            margin="dense"
            inputRef={usernameInput}
            slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, autoComplete: 'username' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={waiting}
            startIcon={waiting ? <CircularProgress size={16} color="inherit" aria-label="Waiting for Keychain" /> : undefined}
          >
            Login
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
