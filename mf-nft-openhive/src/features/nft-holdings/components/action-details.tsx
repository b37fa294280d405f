import { Box, Typography } from '@tdx/ui';
import { Alert, Checkbox, FormControlLabel } from '@tdx/ui/extra';
import type { NftDefinition } from '../../../shared';
import type { Holding } from '../model/holdings';
import { lockedTotals } from '../model/locked-totals';

const days = (count: number) => `${count.toLocaleString('en-US')} day${count === 1 ? '' : 's'}`;

/** When undelegated instances come back: each definition's cooldown. */
export function UndelegateDetails({ symbols, definitions }: { symbols: readonly string[]; definitions: ReadonlyMap<string, NftDefinition> }) {
  return (
    <Box>
      <Typography variant="body2">The delegation ends after the NFT’s cooldown; until then the instances stay with the delegatee.</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {symbols.map((symbol) => (
          <Typography component="li" variant="body2" key={symbol}>
            {symbol}: back after {days(definitions.get(symbol)?.undelegationCooldown ?? 0)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export const BURN_CONFIRM_TEXT = 'Tick the box to confirm that the instances are destroyed';

/** What burning gives back (the tokens locked in the instances) and the explicit confirmation it needs. */
export function BurnDetails({
  holdings,
  confirmed,
  onConfirmedChange,
  refused,
  disabled,
}: {
  holdings: readonly Holding[];
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  refused: boolean;
  disabled: boolean;
}) {
  const totals = lockedTotals(holdings);
  const containers = holdings.filter((holding) => holding.container).length;
  return (
    <>
      <Alert severity="warning">Burning destroys the instances for good: nobody can hold them again.</Alert>
      <Typography variant="body2">
        {totals.length === 0 ? 'No tokens are locked in these instances.' : `The tokens locked in them come back to you: ${totals.map(({ symbol, quantity }) => `${quantity} ${symbol}`).join(', ')}.`}
      </Typography>
      {containers > 0 && <Typography variant="body2">An instance holding other NFTs is burned in a transaction of its own; the NFTs it holds come back to you.</Typography>}
      <Box>
        <FormControlLabel
          control={<Checkbox checked={confirmed} onChange={(event) => onConfirmedChange(event.target.checked)} disabled={disabled} />}
          label="I understand that burned instances cannot be recovered"
        />
        {refused && (
          <Typography variant="body2" color="error" role="alert">
            {BURN_CONFIRM_TEXT}
          </Typography>
        )}
      </Box>
    </>
  );
}
