import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link, useLocation, useNavigate } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper } from '@tdx/ui/extra';
import { Button, CircularProgress, MenuItem, TextField } from '@tdx/ui/overlay';
import { issuedNftsQuery } from '../api/manage-queries';
import { CollectionActionsBar } from './collection-actions-bar';
import { CollectionSummary } from './collection-summary';

/** This page with one definition chosen. */
export const nftManageHref = (symbol: string) => `${paths.nftsManage.href()}?${new URLSearchParams({ symbol })}`;

function useSymbolParam(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get('symbol')?.trim().toUpperCase() || null;
}

/** The definitions the account issues: one chosen (`?symbol=` or the picker) with its issuer actions. */
export function MyCollectionsPanel({ account }: { account: string }) {
  const issued = useData(issuedNftsQuery, account);
  const navigate = useNavigate();
  const requested = useSymbolParam();
  if (issued.data === undefined) {
    return issued.failed ? (
      <Alert severity="error" action={<Button onClick={issued.reload}>Retry</Button>}>
        Your NFTs could not be read from the sidechain.
      </Alert>
    ) : (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography>Loading the NFTs you issue…</Typography>
      </Stack>
    );
  }
  const nfts = issued.data;
  if (nfts.length === 0) {
    return (
      <Alert severity="info">
        You have not created an NFT yet. <Link to={paths.nftsCreate.href()}>Create an NFT</Link> first: you can then add its properties and issue it here.
      </Alert>
    );
  }
  const symbol = requested ?? nfts[0].symbol;
  const nft = nfts.find((candidate) => candidate.symbol === symbol);
  return (
    <Stack spacing={2}>
      <TextField select label="NFT to manage" value={nft?.symbol ?? ''} onChange={(event) => navigate(nftManageHref(event.target.value), { replace: true })} sx={{ minWidth: 240, maxWidth: '100%' }}>
        {!nft && (
          <MenuItem value="" disabled>
            Choose one of your NFTs
          </MenuItem>
        )}
        {nfts.map((candidate) => (
          <MenuItem key={candidate.symbol} value={candidate.symbol}>
            {candidate.symbol} · {candidate.name}
          </MenuItem>
        ))}
      </TextField>
      {nft ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <CollectionSummary nft={nft} />
            <CollectionActionsBar nft={nft} account={account} />
          </Stack>
        </Paper>
      ) : (
        <Alert severity="warning">{`You do not issue an NFT named ${symbol}: only its issuer can manage it.`}</Alert>
      )}
    </Stack>
  );
}
