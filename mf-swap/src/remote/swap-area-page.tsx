import { paths, type SwapAction } from '@tdx/contracts';
import { Link, useLocation } from '@tdx/router';
import { Box } from '@tdx/ui';
import { Tab, Tabs } from '@tdx/ui/extra';
import { LiquidityPage } from '../features/liquidity';
import { SwapPage } from '../features/swap';
import { liquidityHref, pairOf, swapActionOf, swapHref, tokenPairOf } from '../shared';

const TABS: ReadonlyArray<{ action: SwapAction | null; label: string }> = [
  { action: null, label: 'Swap' },
  { action: 'add', label: 'Add' },
  { action: 'remove', label: 'Remove' },
  { action: 'create', label: 'Create' },
];

/** /swap: tabs over the swap form (no `?action=`) and the liquidity views (`?action=add|remove|create`); the features meet only here. */
export function SwapAreaPage() {
  const { search } = useLocation();
  const action = swapActionOf(search);
  // The pool a liquidity view is on goes with the user to the other views.
  const pair = pairOf(search);
  const tokenPair = tokenPairOf(pair) ?? undefined;
  const href = (tab: SwapAction | null) => {
    if (tab) return liquidityHref(tab, tokenPair);
    return pair.base && pair.quote ? swapHref(pair.base, pair.quote) : paths.swap.href();
  };
  return (
    <>
      <Box component="nav" aria-label="Swap and liquidity" sx={{ maxWidth: 560, mx: 'auto', px: { xs: 1, sm: 2 } }}>
        <Tabs value={action ?? 'swap'} variant="fullWidth">
          {TABS.map((tab) => (
            <Tab
              key={tab.label}
              label={tab.label}
              value={tab.action ?? 'swap'}
              component={Link}
              to={href(tab.action)}
              aria-current={(tab.action ?? null) === action ? 'page' : undefined}
              // MUI's 90 px minimum would push the fourth tab past a phone's edge.
              sx={{ minWidth: 0, px: 1 }}
            />
          ))}
        </Tabs>
      </Box>
      {action ? <LiquidityPage action={action} /> : <SwapPage />}
    </>
  );
}
