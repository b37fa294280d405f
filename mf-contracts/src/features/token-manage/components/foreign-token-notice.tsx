import { useData } from '@tdx/data';
import { Alert } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { tokenIssuerQuery } from '../api/token-issuer-query';

export const noSuchTokenText = (symbol: string) => `There is no token ${symbol} on the sidechain.`;
export const notYoursText = (symbol: string, issuer: string) => `${symbol} is issued by ${issuer}, not by you: only its issuer can manage it.`;
export const ISSUER_UNREADABLE_TEXT = 'This token could not be read from the sidechain nodes.';

/** Says why the token in the address cannot be managed here: it does not exist, or another account issues it. */
export function ForeignTokenNotice({ symbol }: { symbol: string }) {
  const issuer = useData(tokenIssuerQuery, symbol);
  if (issuer.failed) {
    return (
      <Alert severity="error" action={<Button onClick={issuer.reload}>Retry</Button>}>
        {ISSUER_UNREADABLE_TEXT}
      </Alert>
    );
  }
  if (issuer.data === undefined) return <Alert severity="info">Reading {symbol}…</Alert>;
  return (
    <Alert severity="warning" role="alert">
      {issuer.data === null ? noSuchTokenText(symbol) : notYoursText(symbol, issuer.data)}
    </Alert>
  );
}
