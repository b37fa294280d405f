import { useLocation, useNavigate } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Paper } from '@tdx/ui/extra';
import { CreateTokenPrompt, IssuedTokensGate, tokenManageHref } from '../../../shared';
import { ForeignTokenNotice } from './foreign-token-notice';
import { IssuerActionsBar } from './issuer-actions-bar';
import { TokenDetails } from './token-details';
import { TokenPicker } from './token-picker';

/** The symbol in the address (`?symbol=`, upper-cased as symbols are), or null. */
function useSymbolParam(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get('symbol')?.trim().toUpperCase() || null;
}

/** /tokens/manage: one of the signed-in user's tokens, chosen by `?symbol=` or the picker, its figures and every issuer action. */
export function TokenManagePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const requested = useSymbolParam();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Manage your tokens
      </Typography>
      {user && (
        <IssuedTokensGate key={user.username} account={user.username} loadingLabel="Loading your tokens">
          {(tokens) => {
            const symbol = requested ?? tokens[0]?.symbol ?? null;
            const token = tokens.find((candidate) => candidate.symbol === symbol);
            return (
              <Stack spacing={2}>
                {tokens.length > 0 && <TokenPicker tokens={tokens} value={token?.symbol ?? ''} onChange={(next) => navigate(tokenManageHref(next), { replace: true })} />}
                {symbol && !token && <ForeignTokenNotice symbol={symbol} />}
                {tokens.length === 0 && <CreateTokenPrompt />}
                {token && (
                  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                    <Stack spacing={3}>
                      <TokenDetails token={token} />
                      <IssuerActionsBar token={token} account={user.username} />
                    </Stack>
                  </Paper>
                )}
              </Stack>
            );
          }}
        </IssuedTokensGate>
      )}
    </Stack>
  );
}
