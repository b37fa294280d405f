import { leavePage, paths } from '@tdx/contracts';
import { Link as RouterLink, useNavigate } from '@tdx/router';
import { logout } from '@tdx/session';
import { Typography } from '@tdx/ui';
import { Divider, Menu, MenuItem } from '@tdx/ui/overlay';

export interface UserMenuProps {
  anchor: HTMLElement;
  username: string;
  admin: boolean;
  onClose: () => void;
}

/** 'Signed in as' the account, the Admin entry for admins, and Logout (loaded on first open). */
export default function UserMenu({ anchor, username, admin, onClose }: UserMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu id="user-menu" anchorEl={anchor} open onClose={onClose}>
      <Typography component="li" variant="body2" sx={{ px: 2, py: 1 }} color="text.secondary">
        Signed in as <strong>{username}</strong>
      </Typography>
      <Divider component="li" />
      {admin && (
        <MenuItem component={RouterLink} to={paths.admin.href()} onClick={onClose}>
          Admin
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          leavePage(() => logout((path) => navigate(path)));
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
