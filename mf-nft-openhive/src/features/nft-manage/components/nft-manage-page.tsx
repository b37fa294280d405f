import { useSession } from '@tdx/session';
import { Box, Stack, Typography } from '@tdx/ui';
import { Tab, Tabs } from '@tdx/ui/extra';
import { useId, useState, type ComponentType } from 'react';
import { MyCollectionsPanel } from './my-collections-panel';

/** A tab of the page: what it shows of the signed-in account's NFTs. */
export interface ManageTab {
  id: string;
  label: string;
  Panel: ComponentType<{ account: string }>;
}

const TABS: readonly ManageTab[] = [{ id: 'collections', label: 'My collections', Panel: MyCollectionsPanel }];

/**
 * /nfts/manage: the signed-in user's NFTs, one tab per view (the shell guards the login).
 * `moreTabs` are views of other features, composed by the area (features do not import each other).
 */
export function NftManagePage({ moreTabs = [] }: { moreTabs?: readonly ManageTab[] }) {
  const { user } = useSession();
  const idPrefix = useId();
  const tabs = [...TABS, ...moreTabs];
  const [current, setCurrent] = useState(tabs[0].id);
  const tab = tabs.find((candidate) => candidate.id === current) ?? tabs[0];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Manage your NFTs
      </Typography>
      <Tabs value={tab.id} onChange={(_event, next: string) => setCurrent(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Your NFTs">
        {tabs.map(({ id, label }) => (
          <Tab key={id} value={id} label={label} id={`${idPrefix}-tab-${id}`} aria-controls={`${idPrefix}-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab.id}`} aria-labelledby={`${idPrefix}-tab-${tab.id}`}>
        {user && <tab.Panel key={user.username} account={user.username} />}
      </Box>
    </Stack>
  );
}
