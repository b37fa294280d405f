import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { useId, type ReactNode } from 'react';

/** One numbered step of the wizard: a titled region. */
export function WizardStep({ number, title, intro, children }: { number: number; title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {number}. {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** What became of a step's last sending: the chain's or Keychain's refusal, or the confirmation. */
export function StepOutcome({ problem, success }: { problem: string | null; success: string | null }) {
  if (problem) {
    return (
      <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
        {problem}
      </Alert>
    );
  }
  return success ? (
    <Alert severity="success" role="status">
      {success}
    </Alert>
  ) : null;
}

interface StepSubmitProps {
  label: string;
  /** Read out while the step is being sent. */
  busyLabel: string;
  waiting: boolean;
  disabled?: boolean;
  /** The fee line the button depends on. */
  describedBy?: string;
  problem: string | null;
  success: string | null;
}

/** A step's send button, then what became of the sending. */
export function StepSubmit({ label, busyLabel, waiting, disabled = false, describedBy, problem, success }: StepSubmitProps) {
  return (
    <>
      <Button type="submit" variant="contained" disabled={waiting || disabled} aria-describedby={describedBy} sx={{ alignSelf: 'flex-start' }}>
        {waiting ? <CircularProgress size={22} aria-label={busyLabel} /> : label}
      </Button>
      <StepOutcome problem={problem} success={success} />
    </>
  );
}
