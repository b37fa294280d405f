import { DataTable, type DataColumn } from '@tdx/ui';
import { Checkbox } from '@tdx/ui/extra';
import { CellText } from '../../../shared';
import type { Holding } from '../model/holdings';
import type { Selection } from '../model/selection';

/** Fits the checkbox (42 px with its touch padding). */
const ROW_HEIGHT = 48;

export interface HoldingsTableProps {
  holdings: readonly Holding[];
  selected: Selection;
  onToggle: (holding: Holding) => void;
  disabled: boolean;
  emptyText: string;
}

/** The user's instances, one selectable row each: properties, locked tokens, delegation, all as text. */
export function HoldingsTable({ holdings, selected, onToggle, disabled, emptyText }: HoldingsTableProps) {
  const columns: DataColumn<Holding>[] = [
    {
      key: 'select',
      header: 'Select',
      cell: (holding) => (
        <Checkbox
          checked={selected.has(holding.key)}
          onChange={() => onToggle(holding)}
          disabled={disabled}
          slotProps={{ input: { 'aria-label': `Select ${holding.symbol} #${holding.id}` } }}
        />
      ),
    },
    { key: 'nft', header: 'NFT', cell: (holding) => `${holding.symbol} #${holding.id}` },
    { key: 'properties', header: 'Properties', cell: (holding) => <CellText text={holding.properties} /> },
    { key: 'locked', header: 'Locked tokens', cell: (holding) => <CellText text={holding.lockedText} maxWidth={200} /> },
    { key: 'delegation', header: 'Delegated to', cell: (holding) => <CellText text={holding.delegationText} maxWidth={260} /> },
  ];
  return <DataTable label="Your NFT instances" columns={columns} rows={holdings} rowKey={(holding) => holding.key} emptyText={emptyText} maxHeight={520} rowHeight={ROW_HEIGHT} />;
}
