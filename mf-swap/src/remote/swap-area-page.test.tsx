import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { setUpChain } from '../shared/testing/chain-fixture';
import { SwapAreaPage } from './swap-area-page';

jest.mock('@tdx/api', () => jest.requireActual('../shared/testing/mock-api').mockedApi());

setUpChain();

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/swap${search}`]}>
      <SwapAreaPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('SwapAreaPage', () => {
  it('shows the swap form without an action, its tab current', async () => {
    renderAt('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Swap' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['add', 'Add liquidity', 'Add'],
    ['remove', 'Remove liquidity', 'Remove'],
    ['create', 'Create a pool', 'Create'],
  ])('shows the %s view for ?action=%s', async (action, heading, tab) => {
    renderAt(`?action=${action}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('carries the pool of a liquidity view to the other tabs', async () => {
    renderAt('?action=add&pair=SWAP.HIVE:GAMER');
    expect(await screen.findByRole('tab', { name: 'Remove' })).toHaveAttribute('href', '/swap?action=remove&pair=SWAP.HIVE%3AGAMER');
    expect(screen.getByRole('tab', { name: 'Swap' })).toHaveAttribute('href', '/swap?from=SWAP.HIVE&to=GAMER');
  });

  it('switches views through the tabs', async () => {
    const user = renderAt('');
    await user.click(await screen.findByRole('tab', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a pool' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Swap' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap' })).toBeInTheDocument();
  });
});
