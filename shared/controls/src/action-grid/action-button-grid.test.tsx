import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionButtonGrid } from './action-button-grid';

describe('ActionButtonGrid', () => {
  it('offers each action in a named section, a refused one disabled and described by its reason', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    render(
      <ActionButtonGrid
        label="Actions on BEE"
        actions={[
          { kind: 'issue', label: 'Issue', unavailable: null },
          { kind: 'stake', label: 'Enable staking', unavailable: 'Staking is already on' },
        ]}
        onChoose={chosen}
      />,
    );
    const section = screen.getByRole('region', { name: 'Actions on BEE' });
    expect(section).toBeInTheDocument();
    const refused = screen.getByRole('button', { name: 'Enable staking' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription('Staking is already on');
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(chosen).toHaveBeenCalledWith('issue');
  });
});
