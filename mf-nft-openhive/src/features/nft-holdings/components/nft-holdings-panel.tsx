import { useData } from '@tdx/data';
import { Box, Stack, Typography } from '@tdx/ui';
import { Button } from '@tdx/ui/overlay';
import { useId, useMemo, useState } from 'react';
import { LoadFailure, type NftDefinition } from '../../../shared';
import { nftHoldingsQuery } from '../api/holdings-query';
import { ACTION_WORDS, canApply, HOLDING_ACTIONS, type HoldingAction } from '../model/holding-actions';
import type { Holding } from '../model/holdings';
import { toggled, withAll, type Selection } from '../model/selection';
import { HoldingActionDialog } from './holding-action-dialog';
import { HoldingsFilter } from './holdings-filter';
import { HoldingsTable } from './holdings-table';
import { SymbolSelectors } from './symbol-selectors';

export const HOLDINGS_FAILED_TEXT = 'Your NFTs could not be read from the sidechain nodes.';

const count = (value: number, noun: string) => `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;

/**
 * Every NFT instance `account` holds, across all definitions: select rows (or all of an NFT) and
 * transfer, delegate, undelegate or burn them, in transactions of at most 50 instances.
 */
export function NftHoldingsPanel({ account }: { account: string }) {
  const titleId = useId();
  const read = useData(nftHoldingsQuery, account);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [shown, setShown] = useState<string | null>(null);
  // The instances an open dialog acts on, fixed when it opens (the list is read again as transactions confirm).
  const [opened, setOpened] = useState<{ action: HoldingAction; holdings: Holding[]; skipped: number } | null>(null);
  const groups = useMemo(() => read.data ?? [], [read.data]);
  const holdings = useMemo(() => groups.flatMap((group) => group.holdings), [groups]);
  const definitions = useMemo(() => new Map<string, NftDefinition>(groups.map((group) => [group.definition.symbol, group.definition])), [groups]);
  // Instances no longer held (moved or burned) drop out of the selection as the list is read again.
  const filter = shown !== null && definitions.has(shown) ? shown : null;
  const listed = filter === null ? holdings : holdings.filter((holding) => holding.symbol === filter);
  const chosen = holdings.filter((holding) => selected.has(holding.key));
  const applicable = (to: HoldingAction): Holding[] => chosen.filter((holding) => canApply(to, holding, definitions.get(holding.symbol) ?? { delegationEnabled: false }));
  const loading = read.data === undefined && !read.failed;

  const closeDialog = (done: boolean) => {
    setOpened(null);
    if (done) setSelected(new Set());
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        Your NFT instances
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {loading ? 'Reading your NFTs…' : `${count(holdings.length, 'instance')} of ${count(groups.length, 'NFT')}; ${chosen.length.toLocaleString('en-US')} selected`}
      </Typography>
      {read.failed && <LoadFailure text={HOLDINGS_FAILED_TEXT} onRetry={read.reload} />}
      {groups.length > 0 && <HoldingsFilter groups={groups} shown={filter} onShow={setShown} />}
      {groups.length > 0 && <SymbolSelectors groups={groups} selected={selected} onSelectAll={(keys, on) => setSelected(withAll(selected, keys, on))} disabled={opened !== null} />}
      <Box role="toolbar" aria-label="Act on the selected instances" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {HOLDING_ACTIONS.map((name) => {
          const eligible = applicable(name);
          const open = () => setOpened({ action: name, holdings: eligible, skipped: chosen.length - eligible.length });
          return (
            <Button key={name} variant="outlined" color={name === 'burn' ? 'error' : 'primary'} disabled={eligible.length === 0} onClick={open}>
              {ACTION_WORDS[name].verb} ({eligible.length.toLocaleString('en-US')})
            </Button>
          );
        })}
      </Box>
      <HoldingsTable
        holdings={listed}
        selected={selected}
        onToggle={(holding) => setSelected(toggled(selected, holding.key))}
        disabled={opened !== null}
        emptyText={loading ? 'Reading your NFTs…' : read.failed ? '—' : 'You hold no NFT instances.'}
      />
      {opened && (
        <HoldingActionDialog
          action={opened.action}
          account={account}
          holdings={opened.holdings}
          skipped={opened.skipped}
          definitions={definitions}
          onClose={closeDialog}
        />
      )}
    </Stack>
  );
}
