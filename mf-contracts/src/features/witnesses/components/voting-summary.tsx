import { Stack, Typography } from '@tdx/ui';
import { useId } from 'react';
import { formatDateTime, formatNumber, formatTokenAmount, Paper } from '@tdx/ui/extra';
import { FigureRows, type Figure } from '../../../shared';
import { GOVERNANCE_PRECISION, GOVERNANCE_SYMBOL } from '../model/chain-values';
import type { WitnessParams } from '../model/params';
import { approvalExpiry, expiryDays, limitReachedText, remainingApprovals, type LatestBlock, type VoterState } from '../model/votes';

export interface VotingSummaryProps {
  voter: VoterState;
  params: WitnessParams;
  latest: LatestBlock | undefined;
  /** Id of the limit message, which the disabled Approve buttons point at. */
  limitId: string;
}

function expiryText(voter: VoterState, params: WitnessParams, latest: LatestBlock | undefined): string {
  const expiry = approvalExpiry(voter, params, latest);
  if (!expiry) return 'Nothing to expire: you approve no witness.';
  const block = `At block ${formatNumber(expiry.block, 0)}`;
  if (expiry.due) return `${block}: due now, they are removed at the next blocks.`;
  // Without the latest block (still reading, or its read failed) there is no date to estimate.
  return expiry.at ? `${block}, about ${formatDateTime(expiry.at)}` : block;
}

/** The signed-in user's votes: weight, approvals used and left, when they expire and how to keep them. */
export function VotingSummary({ voter, params, latest, limitId }: VotingSummaryProps) {
  const headingId = useId();
  const limit = params.numberOfApprovalsPerAccount;
  const left = remainingApprovals(voter, params);
  const figures: Figure[] = [
    ['Your approval weight', `${formatTokenAmount(voter.weight, GOVERNANCE_PRECISION)} ${GOVERNANCE_SYMBOL}`],
    ['Approvals', `${voter.approved.size} of ${limit} used, ${left} left`],
    ['Your approvals expire', expiryText(voter, params, latest)],
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h2">
          Your votes
        </Typography>
        <FigureRows figures={figures} label="Your weight, approvals and their expiry" />
        <Typography variant="body2" color="text.secondary">
          Your weight is your staked {GOVERNANCE_SYMBOL} plus the {GOVERNANCE_SYMBOL} delegated to you; staking more raises every witness you approve.
          Approvals lapse about {expiryDays(params)} days ({formatNumber(params.witnessApproveExpireBlocks, 0)} blocks) after your last vote: approve or withdraw any
          witness before then and the count starts again.
        </Typography>
        {left === 0 && (
          <Typography id={limitId} variant="body2" color="warning.main" role="status">
            {limitReachedText(limit)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
