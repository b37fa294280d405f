import { usePagedData } from '@tdx/data';
import { DataTable, PlainButton, Stack, Typography, type DataColumn } from '@tdx/ui';
import { Alert, LinearProgress, Paper } from '@tdx/ui/extra';
import { useId, useMemo, useState } from 'react';
import { CellText, LoadFailure, type NftDefinition } from '../../../shared';
import { instancesQuery } from '../api/instances-query';
import type { InstanceListRow } from '../model/instance-rows';
import { InstanceDetailsDialog } from './instance-details-dialog';
import { ownerText } from './instance-text';

const ROW_HEIGHT = 44;
const TABLE_HEIGHT = 520;
const NONE = '—';
export const INSTANCES_FAILED_TEXT = 'Instances could not be read from the sidechain nodes.';

const columnsFor = (onOpen: (row: InstanceListRow) => void): DataColumn<InstanceListRow>[] => [
  {
    key: 'id',
    header: 'ID',
    align: 'right',
    cell: (row) => (
      <PlainButton compact aria-label={`Instance ${row.id}: details`} onClick={() => onOpen(row)}>
        {row.id}
      </PlainButton>
    ),
  },
  { key: 'owner', header: 'Owner', cell: ownerText },
  { key: 'properties', header: 'Properties', cell: (row) => <CellText text={row.properties} /> },
  { key: 'locked', header: 'Locked tokens', cell: (row) => <CellText text={row.lockedTokens} /> },
  { key: 'delegation', header: 'Delegated to', cell: (row) => <CellText text={row.delegation} /> },
  { key: 'price', header: 'For sale', align: 'right', cell: (row) => row.price || NONE },
];

/** The definition's instances, a page read each time the list is scrolled near its end; each one's details on its id. */
export function NftInstancesSection({ nft, marketEnabled, pricesUnknown }: { nft: NftDefinition; marketEnabled: boolean; pricesUnknown: boolean }) {
  const titleId = useId();
  const args = useMemo(() => ({ symbol: nft.symbol, propertyOrder: nft.properties.map((property) => property.name), marketEnabled }), [nft, marketEnabled]);
  const instances = usePagedData(instancesQuery, args);
  const [opened, setOpened] = useState<InstanceListRow | null>(null);
  const columns = useMemo(() => columnsFor(setOpened), []);
  const nearEnd = () => {
    if (instances.hasMore && !instances.loadingMore && !instances.failed) instances.loadMore();
  };
  return (
    <Stack component="section" spacing={1} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        Instances
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {instances.loading ? 'Reading the first instances…' : `${instances.rows.length.toLocaleString('en-US')} of ${nft.supply.toLocaleString('en-US')} shown${instances.hasMore ? ': scroll for more' : ''}`}
      </Typography>
      {pricesUnknown && <Alert severity="warning">Whether this NFT has a market could not be read: prices are not shown.</Alert>}
      {instances.failed && <LoadFailure text={INSTANCES_FAILED_TEXT} onRetry={instances.loadMore} />}
      <Paper variant="outlined">
        <DataTable
          label={`Instances of ${nft.symbol}`}
          columns={columns}
          rows={instances.rows}
          rowKey={(row) => row.id}
          rowHeight={ROW_HEIGHT}
          height={TABLE_HEIGHT}
          emptyText={instances.loading ? 'Reading the instances…' : instances.failed ? NONE : 'No instance has been issued yet.'}
          onNearEnd={nearEnd}
        />
        {instances.loadingMore && <LinearProgress aria-label="Reading more instances" />}
      </Paper>
      {opened && <InstanceDetailsDialog symbol={nft.symbol} instance={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
