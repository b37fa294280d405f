import type { BridgeTransfer } from '@tdx/contracts';
import { Box, Stack, Typography } from '@tdx/ui';
import { formatDateTime } from '@tdx/ui/extra';
import { timelineOf, type TimelineStep } from '../model/timeline';

const MARK: Record<TimelineStep['state'], { symbol: string; color: string; text: string }> = {
  done: { symbol: '✓', color: 'success.main', text: 'done' },
  current: { symbol: '…', color: 'info.main', text: 'in progress' },
  failed: { symbol: '✕', color: 'error.main', text: 'failed' },
  pending: { symbol: '○', color: 'text.disabled', text: 'not yet' },
};

/** The transfer's steps in order, each with its time, the awaited one with what it waits for. */
export function TransferTimeline({ transfer }: { transfer: BridgeTransfer }) {
  return (
    <Box component="ol" aria-label="Transfer steps" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {timelineOf(transfer).map((step) => (
        <Box component="li" key={step.name} aria-current={step.state === 'current' ? 'step' : undefined} sx={{ py: 1, borderLeft: 2, borderColor: MARK[step.state].color, pl: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="span" aria-hidden="true" sx={{ color: MARK[step.state].color, fontWeight: 700 }}>
              {MARK[step.state].symbol}
            </Typography>
            <Typography component="span" sx={{ fontWeight: step.state === 'pending' ? 400 : 600 }}>
              {step.title}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {step.at ? formatDateTime(Date.parse(step.at)) : `(${MARK[step.state].text})`}
            </Typography>
          </Stack>
          {step.note && (
            <Typography variant="body2" color={step.state === 'failed' ? 'error' : 'text.secondary'}>
              {step.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
