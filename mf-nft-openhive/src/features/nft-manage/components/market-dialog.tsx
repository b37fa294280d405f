import { useBroadcast } from '@tdx/data';
import { ActionDialog } from '@tdx/token-actions';
import { Typography } from '@tdx/ui';
import { Checkbox } from '@tdx/ui/extra';
import { FormControlLabel } from '@tdx/ui/overlay';
import { useId, useState } from 'react';
import { nftActions } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

export const MARKET_MESSAGES = {
  chooseGrouping: 'Choose at least one property to group by',
} as const;

/**
 * Opens the NFT's market (`nftmarket.enableMarket`, free) and sets its grouping properties
 * (`nft.setGroupBy`, once only, needed before any sale), together when both are chosen.
 */
export function MarketDialog({ nft, onClose, marketEnabled }: CollectionDialogProps & { marketEnabled: boolean }) {
  const { symbol } = nft;
  const action = useBroadcast();
  const problemId = useId();
  const [grouping, setGrouping] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const groupingRequired = marketEnabled && grouping.length === 0;
  const toggle = (name: string, on: boolean) => setGrouping((current) => (on ? [...current, name] : current.filter((entry) => entry !== name)));

  const submit = async () => {
    setSubmitted(true);
    if (groupingRequired) return;
    const groupBy = grouping.length > 0 ? [nftActions.setGroupBy(symbol, grouping)] : [];
    const outcome = await action.run({
      actions: marketEnabled ? groupBy : [nftActions.enableMarket(symbol), ...groupBy],
      displayName: `NFT market (${symbol})`,
      successMessage: marketEnabled ? `${symbol} market grouping set` : `${symbol} market enabled`,
      invalidates: COLLECTION_READS,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={marketEnabled ? `Group the ${symbol} market` : `Enable the ${symbol} market`} onClose={onClose} action={action} submitLabel={marketEnabled ? 'Set grouping' : 'Enable market'} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        {marketEnabled
          ? 'Instances can be sold once the market knows how to group them (e.g. by series). The grouping can be set only once.'
          : 'Holders can then sell instances on the market. Enabling it is free. Sales also need the grouping properties, which can be set only once: choose them now or later.'}
      </Typography>
      {nft.properties.length === 0 ? (
        <Typography variant="body2">{`${symbol} has no property to group by yet: add one first to set the grouping.`}</Typography>
      ) : (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={submitted && groupingRequired ? problemId : undefined}>
          <Typography component="legend" variant="subtitle2">
            Group by
          </Typography>
          {nft.properties.map((property) => (
            <FormControlLabel
              key={property.name}
              label={property.name}
              control={<Checkbox checked={grouping.includes(property.name)} onChange={(event) => toggle(property.name, event.target.checked)} disabled={action.waiting} />}
            />
          ))}
          {submitted && groupingRequired && (
            <Typography id={problemId} role="alert" variant="body2" color="error">
              {MARKET_MESSAGES.chooseGrouping}
            </Typography>
          )}
        </fieldset>
      )}
    </ActionDialog>
  );
}
