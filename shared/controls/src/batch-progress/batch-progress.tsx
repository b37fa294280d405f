import { Box, Stack, Typography } from '@tdx/ui';
import { LinearProgress } from '@tdx/ui/extra';
import { useId } from 'react';

/** `waiting`: not sent yet; `signing`: waiting for the user in Keychain; `confirming`: broadcast, waiting for the sidechain. */
export type BatchStepStatus = 'waiting' | 'signing' | 'confirming' | 'confirmed' | 'failed';

export interface BatchStep {
  /** What the step sends, e.g. "Transaction 3 (50 accounts)". */
  label: string;
  status: BatchStepStatus;
  /** The chain's or Keychain's error text of a failed step, shown as given. */
  error?: string;
}

export interface BatchProgressProps {
  /** What the batch does, e.g. "Airdrop of BEE": the progress bar's name. */
  label: string;
  steps: readonly BatchStep[];
}

const STATUS_TEXT: Record<BatchStepStatus, string> = {
  waiting: 'Waiting',
  signing: 'Waiting for Keychain',
  confirming: 'Confirming',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

const STATUS_COLOR: Record<BatchStepStatus, string> = {
  waiting: 'text.secondary',
  signing: 'text.primary',
  confirming: 'text.primary',
  confirmed: 'success.main',
  failed: 'error.main',
};

const stepText = (step: BatchStep) => `${step.label}: ${STATUS_TEXT[step.status]}${step.error ? ` (${step.error})` : ''}`;

/** The batch in one line for the live region: the count sent, then the step in progress or the last failure. */
function summary(steps: readonly BatchStep[]): string {
  const sent = steps.filter((step) => step.status === 'confirmed').length;
  const failed = steps.filter((step) => step.status === 'failed');
  const current = steps.find((step) => step.status === 'signing' || step.status === 'confirming') ?? failed.at(-1);
  const parts = [`${sent} of ${steps.length} sent`, ...(failed.length > 0 ? [`${failed.length} failed`] : []), ...(current ? [stepText(current)] : [])];
  return parts.join('. ');
}

/** The progress of work sent as several transactions: a determinate bar, `n of m sent`, each step's status. */
export function BatchProgress({ label, steps }: BatchProgressProps) {
  const labelId = useId();
  const sent = steps.filter((step) => step.status === 'confirmed').length;
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle1">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        min={0}
        max={Math.max(steps.length, 1)}
        value={sent}
        aria-labelledby={labelId}
        aria-valuetext={`${sent} of ${steps.length} sent`}
      />
      <Typography variant="body2" role="status">
        {summary(steps)}
      </Typography>
      <Box component="ol" aria-label={`${label}: steps`} tabIndex={0} sx={{ m: 0, pl: 3, maxHeight: 320, overflowY: 'auto', overflowWrap: 'anywhere' }}>
        {steps.map((step, index) => (
          // A batch's steps never reorder: the index is their identity.
          <Typography component="li" variant="body2" key={index} sx={{ py: 0.25 }}>
            {step.label}:{' '}
            <Box component="span" sx={{ color: STATUS_COLOR[step.status], fontWeight: step.status === 'failed' ? 600 : undefined }}>
              {STATUS_TEXT[step.status]}
            </Box>
            {step.error && ` (${step.error})`}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
