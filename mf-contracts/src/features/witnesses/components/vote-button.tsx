import { Button, CircularProgress } from '@tdx/ui/overlay';

export interface VoteButtonProps {
  witness: string;
  approved: boolean;
  /** Why an approval cannot be sent now (the limit), or null. */
  refusal: string | null;
  /** This row's vote is on its way. */
  busy: boolean;
  /** Another vote is on its way. */
  locked: boolean;
  /** Element holding the refusal's text, for assistive technology. */
  refusalId: string;
  onVote: (action: 'approve' | 'disapprove', witness: string) => void;
}

/** Approve a witness, or withdraw the approval (posting key); disabled, with its reason, at the approval limit. */
export function VoteButton({ witness, approved, refusal, busy, locked, refusalId, onVote }: VoteButtonProps) {
  if (busy) return <CircularProgress size={20} aria-label={approved ? `Withdrawing your approval of ${witness}` : `Approving ${witness}`} />;
  if (approved) {
    return (
      <Button size="small" variant="outlined" color="inherit" disabled={locked} onClick={() => onVote('disapprove', witness)} aria-label={`Withdraw your approval of ${witness}`}>
        Withdraw
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant="contained"
      disabled={locked || refusal !== null}
      onClick={() => onVote('approve', witness)}
      aria-label={`Approve ${witness}`}
      aria-describedby={refusal ? refusalId : undefined}
    >
      Approve
    </Button>
  );
}
