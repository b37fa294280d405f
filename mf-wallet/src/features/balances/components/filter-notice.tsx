import { Alert } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';

export interface FilterNoticeProps {
  /** Rows the table shows. */
  shown: number;
  /** Rows of the wallet, filtered or not. */
  total: number;
  onClear: () => void;
}

function ClearFiltersButton({ onClear }: Pick<FilterNoticeProps, 'onClear'>) {
  return (
    <Button size="small" color="inherit" variant="outlined" onClick={onClear} sx={{ whiteSpace: 'nowrap' }}>
      Clear filters
    </Button>
  );
}

/** Above the table while the search or a toggle hides some rows (none shown: the table's empty state says it). */
export function FilterNotice({ shown, total, onClear }: FilterNoticeProps) {
  if (shown === 0 || shown === total) return null;
  return (
    <Alert severity="info" role="status" action={<ClearFiltersButton onClear={onClear} />}>
      {shown} of {total} balances shown — a filter is active.
    </Alert>
  );
}

/** The table's empty state: the wallet holds nothing, or the filter hides every row. */
export function EmptyBalances({ total, onClear }: Omit<FilterNoticeProps, 'shown'>) {
  if (total === 0) return <>No balances to show</>;
  return (
    <>
      The filter hides {total === 1 ? 'your one balance' : `all ${total} balances`}. <ClearFiltersButton onClear={onClear} />
    </>
  );
}
