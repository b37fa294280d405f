import { ActionsMenu } from '@tdx/controls';
import { Link } from '@tdx/router';
import { MenuItem } from '@tdx/ui/overlay';
import { pairSymbols } from './pool';
import { liquidityHref, swapHref } from './swap-links';

/** A pool's shortcuts: swap its tokens, add to it, remove from it. */
export function PoolLinksMenu({ tokenPair, swap = true }: { tokenPair: string; swap?: boolean }) {
  const [base, quote] = pairSymbols(tokenPair);
  return (
    <ActionsMenu subject={`${base} / ${quote}`}>
      {(close) => [
        swap && (
          <MenuItem key="swap" component={Link} to={swapHref(base, quote)} onClick={close}>
            Swap {base} and {quote}
          </MenuItem>
        ),
        <MenuItem key="add" component={Link} to={liquidityHref('add', tokenPair)} onClick={close}>
          Add liquidity
        </MenuItem>,
        <MenuItem key="remove" component={Link} to={liquidityHref('remove', tokenPair)} onClick={close}>
          Remove liquidity
        </MenuItem>,
      ]}
    </ActionsMenu>
  );
}
