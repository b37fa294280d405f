import { Link } from '@tdx/router';
import { Button, Menu, MenuItem } from '@tdx/ui/overlay';
import { useId, useState } from 'react';
import { pairSymbols } from './pool';
import { liquidityHref, swapHref } from './swap-links';

/** A pool's shortcuts: swap its tokens, add to it, remove from it. */
export function PoolLinksMenu({ tokenPair, swap = true }: { tokenPair: string; swap?: boolean }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [base, quote] = pairSymbols(tokenPair);
  const close = () => setAnchor(null);
  const name = `${base} / ${quote}`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {swap && (
          <MenuItem component={Link} to={swapHref(base, quote)} onClick={close}>
            Swap {base} and {quote}
          </MenuItem>
        )}
        <MenuItem component={Link} to={liquidityHref('add', tokenPair)} onClick={close}>
          Add liquidity
        </MenuItem>
        <MenuItem component={Link} to={liquidityHref('remove', tokenPair)} onClick={close}>
          Remove liquidity
        </MenuItem>
      </Menu>
    </>
  );
}
