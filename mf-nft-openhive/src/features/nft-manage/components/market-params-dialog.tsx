import { useBroadcast, useData } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { Typography } from '@tdx/ui';
import { TextField } from '@tdx/ui/overlay';
import { useEffect, useState } from 'react';
import { marketParamsQuery } from '../api/manage-queries';
import { checkMarketParams, draftOf, MARKET_PARAMS_MESSAGES, type MarketParamsDraft, type MarketParamsField } from '../model/market-params';
import { nftActions } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

const READING_TEXT = 'Reading the market’s settings…';
const READ_FAILED_TEXT = 'The market’s settings could not be read';

const FIELDS: readonly { field: MarketParamsField; label: string; hint: string }[] = [
  { field: 'officialMarket', label: 'Official market account', hint: 'Receives the sale fees instead of the market the buyer uses' },
  { field: 'agentCut', label: 'Agent’s share of the fee (%)', hint: 'Paid to the market the buyer uses when an official market is set' },
  { field: 'minFee', label: 'Minimum sale fee (%)', hint: 'The lowest fee a seller may set on a listing' },
];

/** The market's fee settings (`nftmarket.setMarketParams`): official market, agent's share, minimum fee; only changed values are sent. */
export function MarketParamsDialog({ nft, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  const action = useBroadcast();
  const stored = useData(marketParamsQuery, symbol);
  const [draft, setDraft] = useState<MarketParamsDraft | null>(null);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (stored.data && draft === null) setDraft(draftOf(stored.data));
  }, [stored.data, draft]);
  const check = draft && stored.data ? checkMarketParams(draft, stored.data) : null;
  const unchanged = check !== null && Object.keys(check.problems).length === 0 && Object.keys(check.changes).length === 0;
  const blocker = stored.data === undefined ? (stored.failed ? READ_FAILED_TEXT : null) : submitted && unchanged ? MARKET_PARAMS_MESSAGES.unchanged : null;

  const submit = async () => {
    setSubmitted(true);
    if (!check || Object.keys(check.problems).length > 0 || unchanged) return;
    const outcome = await action.run({
      actions: nftActions.setMarketParams(symbol, check.changes),
      displayName: `NFT market fees (${symbol})`,
      successMessage: `${symbol} market fees saved`,
      invalidates: [...COLLECTION_READS, marketParamsQuery.key(symbol)],
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`${symbol} market fees`} onClose={onClose} action={action} submitLabel="Save fees" onSubmit={submit} blocker={blocker} busy={draft === null && !stored.failed}>
      <Typography variant="body2" color="text.secondary">
        {draft === null ? (stored.failed ? READ_FAILED_TEXT : READING_TEXT) : 'Each sale’s fee is taken from its price. A value once set can be changed but not removed.'}
      </Typography>
      {draft !== null &&
        FIELDS.map(({ field, label, hint }) => {
          const problem = submitted || draft[field] !== '' ? (check?.problems[field] ?? null) : null;
          return (
            <TextField
              key={field}
              label={label}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              error={problem !== null}
              helperText={problem ?? hint}
              fullWidth
              autoComplete="off"
              disabled={action.waiting}
              slotProps={{ htmlInput: field === 'officialMarket' ? { spellCheck: false } : { inputMode: 'decimal' } }}
            />
          );
        })}
    </ActionDialog>
  );
}
