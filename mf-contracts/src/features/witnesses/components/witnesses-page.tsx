import { useBroadcast, useData } from '@tdx/data';
import { openLoginModal, useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, AlertTitle, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useId, useMemo, useState } from 'react';
import { latestBlockQuery, voterQuery, witnessesQuery, witnessParamsQuery, WITNESSES_KEY } from '../api/witnesses-queries';
import { voteAction } from '../model/actions';
import { DEFAULT_WITNESS_PARAMS } from '../model/params';
import { approveProblem } from '../model/votes';
import { rankWitnesses, type RankedWitness } from '../model/witness-list';
import { RegisterWitness } from './register-witness';
import { VoteButton } from './vote-button';
import { VotingSummary } from './voting-summary';
import { WitnessesTable } from './witnesses-table';

export const WITNESSES_FAILED_TEXT = 'The witnesses could not be read from the sidechain nodes.';
export const PARAMS_FAILED_TEXT = 'The witness settings could not be read: the limits shown are the contract\'s defaults.';
export const VOTES_FAILED_TEXT = 'Your votes could not be read from the sidechain nodes, so voting is off for now.';

interface Vote {
  action: 'approve' | 'disapprove';
  witness: string;
}

const voteText = ({ action, witness }: Vote) => (action === 'approve' ? `Approving ${witness}` : `Withdrawing your approval of ${witness}`);

/** /witnesses: every witness ranked by approval weight with the top cut; signed in, the user's votes, voting and their own node. */
export function WitnessesPage() {
  const { user } = useSession();
  const account = user?.username ?? null;
  const witnesses = useData(witnessesQuery, undefined);
  const paramsRead = useData(witnessParamsQuery, undefined);
  const voter = useData(voterQuery, account);
  const latest = useData(latestBlockQuery, account ? undefined : null);
  const broadcast = useBroadcast();
  const [vote, setVote] = useState<Vote | null>(null);
  const limitId = useId();
  const params = paramsRead.data ?? DEFAULT_WITNESS_PARAMS;
  const ranked = useMemo(() => (witnesses.data ? rankWitnesses(witnesses.data, params.numberOfTopWitnesses) : []), [witnesses.data, params.numberOfTopWitnesses]);

  const onVote = async (action: Vote['action'], witness: string) => {
    if (broadcast.waiting) return;
    setVote({ action, witness });
    const outcome = await broadcast.run({
      actions: voteAction(action, witness),
      key: 'Posting',
      displayName: action === 'approve' ? `Approve witness ${witness}` : `Withdraw approval of witness ${witness}`,
      successMessage: action === 'approve' ? `You approve ${witness}` : `Approval of ${witness} withdrawn`,
      name: 'witness-vote',
      actionId: `${action}-${witness}`,
      invalidates: [WITNESSES_KEY],
    });
    // A refusal means the page's view of the votes was out of date (and an unknown outcome may have
    // changed them): read them again.
    if (outcome?.status === 'failed' || outcome?.status === 'unknown') voter.reload();
  };

  const retryList = () => {
    witnesses.reload();
    if (paramsRead.failed) paramsRead.reload();
  };

  const voteCell = (row: RankedWitness) =>
    voter.data ? (
      <VoteButton
        witness={row.account}
        approved={voter.data.approved.has(row.account)}
        refusal={approveProblem(voter.data, params, row.account)}
        busy={broadcast.waiting && vote?.witness === row.account}
        locked={broadcast.waiting}
        refusalId={limitId}
        onVote={onVote}
      />
    ) : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1">
          Witnesses
        </Typography>
        <Typography color="text.secondary">
          Witnesses run the sidechain&apos;s nodes. The {params.numberOfTopWitnesses} enabled witnesses with the most approval weight produce the blocks
          of every round; one more slot goes to a backup drawn at random, weighted by approval. Each account may approve up to{' '}
          {params.numberOfApprovalsPerAccount} witnesses.
        </Typography>
      </Stack>

      {account ? (
        voter.data ? (
          <VotingSummary voter={voter.data} params={params} latest={latest.data} limitId={limitId} />
        ) : voter.failed ? (
          <Alert severity="error" action={<Button onClick={voter.reload}>Retry</Button>}>
            {VOTES_FAILED_TEXT}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={180} aria-label="Loading your votes" />
        )
      ) : (
        <Alert severity="info" action={<Button onClick={() => openLoginModal()}>Log in</Button>}>
          Log in to approve witnesses with your staked WORKERBEE.
        </Alert>
      )}

      {paramsRead.failed && !paramsRead.data && witnesses.data && (
        <Alert severity="info" action={<Button onClick={paramsRead.reload}>Retry</Button>}>
          {PARAMS_FAILED_TEXT}
        </Alert>
      )}

      {broadcast.problem && vote && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          <AlertTitle>{voteText(vote)} did not go through</AlertTitle>
          {broadcast.problem}
        </Alert>
      )}

      {witnesses.failed && !witnesses.data ? (
        <Alert severity="error" action={<Button onClick={retryList}>Retry</Button>}>
          {WITNESSES_FAILED_TEXT}
        </Alert>
      ) : witnesses.data ? (
        <Paper variant="outlined">
          <WitnessesTable witnesses={ranked} topCount={params.numberOfTopWitnesses} approved={voter.data?.approved} voteCell={account ? voteCell : undefined} />
        </Paper>
      ) : (
        <Skeleton variant="rectangular" height={360} aria-label="Loading the witnesses" />
      )}

      {account && witnesses.data && <RegisterWitness account={account} witnesses={ranked} />}
    </Stack>
  );
}
