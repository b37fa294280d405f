import { TextField } from '@tdx/ui/overlay';
import type { HoldingGroup } from '../model/holdings';

/** Which NFT's instances the table shows: all, or one symbol's. */
export function HoldingsFilter({ groups, shown, onShow }: { groups: readonly HoldingGroup[]; shown: string | null; onShow: (symbol: string | null) => void }) {
  return (
    <TextField select label="Show" value={shown ?? ''} onChange={(event) => onShow(event.target.value || null)} slotProps={{ select: { native: true } }} sx={{ maxWidth: 280 }}>
      <option value="">Every NFT</option>
      {groups.map(({ definition, holdings }) => (
        <option key={definition.symbol} value={definition.symbol}>
          {definition.symbol} ({holdings.length.toLocaleString('en-US')})
        </option>
      ))}
    </TextField>
  );
}
