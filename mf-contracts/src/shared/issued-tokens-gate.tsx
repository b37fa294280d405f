import type { Token } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import { issuedTokensQuery } from './issued-tokens-query';

export const ISSUED_TOKENS_FAILED_TEXT = 'Your tokens could not be read from the sidechain nodes.';

export interface IssuedTokensGateProps {
  account: string;
  /** What the placeholder says is loading. */
  loadingLabel: string;
  children: (tokens: readonly Token[]) => ReactNode;
}

/** The account's issued tokens once read (the last answer while they are read again); a placeholder before, and Retry when the read failed. */
export function IssuedTokensGate({ account, loadingLabel, children }: IssuedTokensGateProps) {
  const issued = useData(issuedTokensQuery, account);
  if (issued.data) return children(issued.data);
  if (issued.failed) {
    return (
      <Alert severity="error" action={<Button onClick={issued.reload}>Retry</Button>}>
        {ISSUED_TOKENS_FAILED_TEXT}
      </Alert>
    );
  }
  return <Skeleton variant="rounded" height={240} aria-label={loadingLabel} />;
}
