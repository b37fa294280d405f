import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuItem } from '@tdx/ui/overlay';
import { ActionsMenu } from './actions-menu';

describe('ActionsMenu', () => {
  it('opens its items from a button named after its subject, and an item closes it', async () => {
    const user = userEvent.setup();
    const picked = jest.fn();
    render(
      <ActionsMenu subject="BEE">
        {(close) => (
          <MenuItem
            onClick={() => {
              close();
              picked();
            }}
          >
            Stake
          </MenuItem>
        )}
      </ActionsMenu>,
    );
    const button = screen.getByRole('button', { name: 'Actions for BEE' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Stake' }));
    expect(picked).toHaveBeenCalled();
    expect(button).not.toHaveAttribute('aria-expanded');
  });
});
