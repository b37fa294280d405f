import { Button, Menu } from '@tdx/ui/overlay';
import { useId, useState, type ReactNode } from 'react';

export interface ActionsMenuProps {
  /** What the actions are about, for the button's accessible name ("Actions for BEE"). */
  subject: string;
  /** The menu's items; each calls `close` when picked. */
  children: (close: () => void) => ReactNode;
}

/** A row's "Actions" button and the menu it opens. */
export function ActionsMenu({ subject, children }: ActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Actions for ${subject}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
