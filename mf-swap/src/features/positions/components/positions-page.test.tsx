import { act, render, screen, within } from '@testing-library/react';
import { sidechain } from '@tdx/api';
import { hivePrice$ } from '@tdx/settings';
import { MemoryRouter } from 'react-router';
import { setUpChain } from '../../../shared/testing/chain-fixture';
import { PositionsPage } from './positions-page';

jest.mock('@tdx/api', () => jest.requireActual('../../../shared/testing/mock-api').mockedApi());

const fixture = setUpChain();

beforeEach(() => {
  act(() => hivePrice$.next(0.5));
  fixture.chain.miningPools = [
    { id: 'GAMER:EXT-SWAP.HIVEGAMER', minedToken: 'GAMER', lotteryWinners: 5, lotteryIntervalHours: 24, lotteryAmount: '2500', active: true, nextLotteryTimestamp: Date.UTC(2030, 0, 1) },
  ];
});

function renderPositions() {
  render(
    <MemoryRouter>
      <PositionsPage />
    </MemoryRouter>,
  );
}

describe('PositionsPage', () => {
  it('lists the user’s positions with shares, share of pool, what they withdraw now and its value', async () => {
    renderPositions();
    const table = await screen.findByRole('table', { name: 'Your liquidity positions' });
    const [row] = within(table).getAllByRole('row').filter((candidate) => candidate.hasAttribute('aria-rowindex') && candidate.closest('tbody'));
    await within(row).findByText('$87.50');
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    // 10 % of 1000 SWAP.HIVE and 3000 GAMER: (100 + 300 × 0.25) HIVE × $0.5
    expect(cells.slice(1, 5)).toEqual(['173.20508075', '10.0000%', '100.00000000 SWAP.HIVE300.000 GAMER', '$87.50']);
    expect(sidechain.findAll).toHaveBeenCalledWith('marketpools', 'liquidityPositions', { account: 'bob' });
  });

  it('shows the reward pools of the user’s pairs', async () => {
    renderPositions();
    const section = await screen.findByRole('region', { name: 'Reward pools' });
    expect(await within(section).findByText(/2500 GAMER every 24 hours, shared by 5 winners/)).toBeInTheDocument();
    expect(sidechain.findAll).toHaveBeenCalledWith('mining', 'pools', { id: { $regex: ':EXT-' } });
  });

  it('says when the user has no position', async () => {
    fixture.chain.positions = [];
    renderPositions();
    expect(await screen.findByText('You have no liquidity in any pool.')).toBeInTheDocument();
  });
});
