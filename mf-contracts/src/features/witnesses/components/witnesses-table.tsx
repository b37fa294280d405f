import { runtimeConfig } from '@tdx/settings';
import { Box, DataTable, Typography, type DataColumn } from '@tdx/ui';
import { formatNumber, formatTokenAmount, INVALID_NUMBER_TEXT, useMediaQuery } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { GOVERNANCE_PRECISION, GOVERNANCE_SYMBOL } from '../model/chain-values';
import { accountUrl } from '../model/explorer-link';
import { roleText, type RankedWitness } from '../model/witness-list';

export interface WitnessesTableProps {
  witnesses: readonly RankedWitness[];
  topCount: number;
  /** Witnesses the signed-in user approved; undefined for a visitor. */
  approved?: ReadonlySet<string>;
  /** The vote button of a row; only when signed in. */
  voteCell?: (witness: RankedWitness) => ReactNode;
}

/** Two lines in the witness cell. */
const ROW_HEIGHT = 60;

const count = (value: number | null) => (value === null ? INVALID_NUMBER_TEXT : formatNumber(value, 0));
const weightText = (witness: RankedWitness) => formatTokenAmount(witness.weight, GOVERNANCE_PRECISION);

interface WitnessCellProps {
  witness: RankedWitness;
  topCount: number;
  approved: boolean;
  /** On a phone: rank and weight in the cell (their columns are left out). */
  compact: boolean;
}

/**
 * The account (linked to its page on the block explorer when one is configured) over its role;
 * compact, rank and role share the first line and the weight takes the second.
 */
function WitnessCell({ witness, topCount, approved, compact }: WitnessCellProps) {
  const href = accountUrl(runtimeConfig().explorerUrl, witness.account);
  const role = roleText(witness.role, topCount);
  const roleColor = witness.role === 'top' ? 'primary' : 'text.secondary';
  return (
    <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {compact && `${witness.rank}. `}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${witness.account} on the block explorer`}>
            {witness.account}
          </a>
        ) : (
          witness.account
        )}
        {compact && (
          <Typography component="span" variant="caption" color={roleColor}>
            {` · ${role}`}
          </Typography>
        )}
      </Typography>
      <Typography variant="caption" color={compact ? 'text.secondary' : roleColor}>
        {compact ? `${weightText(witness)} ${GOVERNANCE_SYMBOL}` : `${role}${approved ? ' · approved by you' : ''}`}
      </Typography>
    </Box>
  );
}

/** The node's address as plain text: a domain or IP from the chain is never made a link. */
function NodeCell({ witness }: { witness: RankedWitness }) {
  if (!witness.address) return <>{INVALID_NUMBER_TEXT}</>;
  return (
    <Box component="span" sx={{ display: 'block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={witness.address.value}>
      {witness.address.value}
    </Box>
  );
}

/** Every witness ranked by approval weight (virtualised); on a phone the witness (with rank, weight and role) and the vote. */
export function WitnessesTable({ witnesses, topCount, approved, voteCell }: WitnessesTableProps) {
  const narrow = useMediaQuery('(max-width:599.95px)');
  const rank: DataColumn<RankedWitness> = { key: 'rank', header: 'Rank', align: 'right', cell: (row) => row.rank };
  const witness: DataColumn<RankedWitness> = {
    key: 'witness',
    header: 'Witness',
    cell: (row) => <WitnessCell witness={row} topCount={topCount} approved={approved?.has(row.account) ?? false} compact={narrow} />,
  };
  const weight: DataColumn<RankedWitness> = {
    key: 'weight',
    header: `Approval weight (${GOVERNANCE_SYMBOL})`,
    align: 'right',
    cell: weightText,
  };
  const wide: DataColumn<RankedWitness>[] = [
    { key: 'enabled', header: 'Enabled', cell: (row) => (row.enabled ? 'Yes' : 'No') },
    { key: 'missed', header: 'Missed rounds', align: 'right', cell: (row) => count(row.missedRounds) },
    { key: 'verified', header: 'Verified rounds', align: 'right', cell: (row) => count(row.verifiedRounds) },
    { key: 'last-block', header: 'Last verified block', align: 'right', cell: (row) => count(row.lastBlockVerified) },
    { key: 'node', header: 'Node (domain or IP)', cell: (row) => <NodeCell witness={row} /> },
  ];
  const vote: DataColumn<RankedWitness>[] = voteCell ? [{ key: 'vote', header: 'Your vote', pinned: 'end', cell: voteCell }] : [];
  const columns = narrow ? [witness, ...vote] : [rank, witness, weight, ...wide, ...vote];
  return (
    <DataTable
      label="Witnesses ranked by approval weight"
      columns={columns}
      rows={witnesses}
      rowKey={(row) => row.account}
      rowHeight={ROW_HEIGHT}
      maxHeight={720}
      emptyText="No witness has registered yet."
    />
  );
}
