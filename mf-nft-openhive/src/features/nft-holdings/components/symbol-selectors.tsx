import { Box } from '@tdx/ui';
import { Checkbox, FormControlLabel } from '@tdx/ui/extra';
import type { HoldingGroup } from '../model/holdings';
import { coverage, type Selection } from '../model/selection';

/** One "all of SYMBOL" checkbox per NFT held (indeterminate while some of them are selected). */
export function SymbolSelectors({ groups, selected, onSelectAll, disabled }: { groups: readonly HoldingGroup[]; selected: Selection; onSelectAll: (keys: string[], selected: boolean) => void; disabled: boolean }) {
  return (
    <Box role="group" aria-label="Select by NFT" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {groups.map(({ definition, holdings }) => {
        const keys = holdings.map((holding) => holding.key);
        const state = coverage(selected, keys);
        return (
          <FormControlLabel
            key={definition.symbol}
            label={`All ${definition.symbol} (${holdings.length.toLocaleString('en-US')})`}
            control={<Checkbox checked={state === 'all'} indeterminate={state === 'some'} onChange={() => onSelectAll(keys, state !== 'all')} disabled={disabled} />}
          />
        );
      })}
    </Box>
  );
}
