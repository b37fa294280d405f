import type { Token } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { DataTable, type DataColumn } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { delegationSummary, stakingSummary, TokenLabel, tokenManageHref } from '../../../shared';

/** The token cell has two lines (symbol, name). */
const ROW_HEIGHT = 56;

const amount = (field: 'supply' | 'circulatingSupply' | 'maxSupply') => (token: Token) => formatTokenAmount(token[field], token.precision);

const COLUMNS: DataColumn<Token>[] = [
  { key: 'token', header: 'Token', cell: (token) => <TokenLabel token={token} /> },
  { key: 'supply', header: 'Supply', align: 'right', cell: amount('supply') },
  { key: 'circulating', header: 'Circulating', align: 'right', cell: amount('circulatingSupply') },
  { key: 'max', header: 'Max supply', align: 'right', cell: amount('maxSupply') },
  { key: 'precision', header: 'Precision', align: 'right', cell: (token) => token.precision },
  { key: 'staking', header: 'Staking', cell: stakingSummary },
  { key: 'delegation', header: 'Delegation', cell: delegationSummary },
  {
    key: 'manage',
    header: 'Manage',
    pinned: 'end',
    cell: (token) => (
      <Button component={Link} to={tokenManageHref(token.symbol)} size="small" variant="outlined" aria-label={`Manage ${token.symbol}`}>
        Manage
      </Button>
    ),
  },
];

/** The tokens the user issues, each with its figures, its staking and delegation, and a link to manage it. */
export function IssuedTokensTable({ tokens }: { tokens: readonly Token[] }) {
  return <DataTable label="Tokens you issue" columns={COLUMNS} rows={tokens} rowKey={(token) => token.symbol} rowHeight={ROW_HEIGHT} maxHeight={640} emptyText="You issue no token." />;
}
