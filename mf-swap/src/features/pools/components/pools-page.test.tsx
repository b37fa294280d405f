import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sidechain } from '@tdx/api';
import { hivePrice$ } from '@tdx/settings';
import { MemoryRouter } from 'react-router';
import { EMPTY_POOL_FIELDS, pool, setUpChain } from '../../../shared/testing/chain-fixture';
import { PoolsPage } from './pools-page';

jest.mock('@tdx/api', () => jest.requireActual('../../../shared/testing/mock-api').mockedApi());

const fixture = setUpChain();

beforeEach(() => {
  fixture.chain.pools = [
    pool('SWAP.HIVE:GAMER'),
    pool('SWAP.HIVE:PIXEL', EMPTY_POOL_FIELDS),
    pool('SWAP.HIVE:BEE', { baseQuantity: '20.00000000', quoteQuantity: '80.00000000', basePrice: '4.00000000', quotePrice: '0.25000000', totalShares: '40' }),
  ];
  act(() => hivePrice$.next(0.5));
});

function renderPools() {
  render(
    <MemoryRouter>
      <PoolsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Liquidity pools' });
  return within(table).getAllByRole('row').filter((row) => row.hasAttribute('aria-rowindex') && row.closest('tbody'));
};
// The pair's name, without the icons' letters.
const pairsShown = async () => (await bodyRows()).map((row) => within(row).getAllByRole('cell')[0].querySelector('p')?.textContent);

describe('PoolsPage', () => {
  it('lists every pool by liquidity in USD with reserves, prices both ways, all-time volume and the user’s share', async () => {
    renderPools();
    await screen.findByText('$875.00');
    // The empty PIXEL pool is worth $0; BEE has no metrics row, so its pool has no value and comes last.
    expect(await pairsShown()).toEqual(['SWAP.HIVE / GAMER', 'SWAP.HIVE / PIXEL', 'SWAP.HIVE / BEE']);
    const [gamer] = await bodyRows();
    const cells = within(gamer).getAllByRole('cell').map((cell) => cell.textContent);
    // (1000 × 1 + 3000 × 0.25) HIVE × $0.5 = $875; all-time volume 120 SWAP.HIVE × $0.5
    expect(cells.slice(1, 6)).toEqual(['$875.00', '1,000.00000000 SWAP.HIVE3,000.000 GAMER', '1 SWAP.HIVE = 3.00000000 GAMER1 GAMER = 0.33333333 SWAP.HIVE', '$60.00', '10.0000%']);
  });

  it('sorts by another column and the other way, and searches by symbol', async () => {
    const user = renderPools();
    await screen.findByText('$875.00');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Pair' }));
    // descending, as the order was
    expect(await pairsShown()).toEqual(['SWAP.HIVE / PIXEL', 'SWAP.HIVE / GAMER', 'SWAP.HIVE / BEE']);
    await user.click(screen.getByRole('button', { name: 'Sort order: descending' }));
    expect(await pairsShown()).toEqual(['SWAP.HIVE / BEE', 'SWAP.HIVE / GAMER', 'SWAP.HIVE / PIXEL']);
    await user.type(screen.getByRole('textbox', { name: 'Search by symbol' }), 'gam');
    expect(await pairsShown()).toEqual(['SWAP.HIVE / GAMER']);
  });

  it('offers each pool’s swap, add and remove links', async () => {
    const user = renderPools();
    await user.click(await screen.findByRole('button', { name: 'Actions for SWAP.HIVE / GAMER' }));
    expect(screen.getByRole('menuitem', { name: 'Swap SWAP.HIVE and GAMER' })).toHaveAttribute('href', '/swap?from=SWAP.HIVE&to=GAMER');
    expect(screen.getByRole('menuitem', { name: 'Add liquidity' })).toHaveAttribute('href', '/swap?action=add&pair=SWAP.HIVE%3AGAMER');
    expect(screen.getByRole('menuitem', { name: 'Remove liquidity' })).toHaveAttribute('href', '/swap?action=remove&pair=SWAP.HIVE%3AGAMER');
  });

  it('says so when the pools cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (sidechain.findAll as jest.Mock).mockRejectedValue(new Error('down'));
    renderPools();
    expect(await screen.findByText('The liquidity pools could not be read from the sidechain nodes.')).toBeInTheDocument();
  });
});

describe('PoolsPage for a visitor', () => {
  it('has no share column', async () => {
    const { user$ } = jest.requireActual('@tdx/session');
    act(() => user$.next(null));
    renderPools();
    const table = await screen.findByRole('table', { name: 'Liquidity pools' });
    expect(within(table).queryByRole('columnheader', { name: 'Your share' })).not.toBeInTheDocument();
  });
});
