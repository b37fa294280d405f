import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { broadcast } from '@tdx/keychain';
import { MemoryRouter } from 'react-router';
import { setUpChain } from '../../../shared/testing/chain-fixture';
import { LiquidityPage } from './liquidity-page';
import { NO_POSITIONS_TEXT } from './remove-liquidity';
import { TOO_SMALL_TEXT } from './withdraw-form';

jest.mock('@tdx/api', () => jest.requireActual('../../../shared/testing/mock-api').mockedApi());
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;

const fixture = setUpChain();

beforeEach(() => {
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
});

function renderRemove(search = '?action=remove&pair=SWAP.HIVE:GAMER') {
  render(
    <MemoryRouter initialEntries={[`/swap${search}`]}>
      <LiquidityPage action="remove" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const percentField = () => screen.findByRole('textbox', { name: 'Percentage to withdraw' });

describe('Remove liquidity', () => {
  it('shows the position, previews a preset’s amounts, and withdraws that percentage', async () => {
    const user = renderRemove();
    expect(await screen.findByText('Withdrawable now')).toBeInTheDocument();
    expect(screen.getByText('Your share of the pool').nextSibling).toHaveTextContent('10.0000%');
    await user.click(screen.getByRole('button', { name: '50 %' }));
    expect(screen.getByRole('button', { name: '50 %' })).toHaveAttribute('aria-pressed', 'true');
    // 86.602540378 shares of 1732.05080756: a twentieth of each reserve
    expect(screen.getByText('You receive').nextSibling).toHaveTextContent('50.00000000 SWAP.HIVE and 150.000 GAMER');
    await user.click(screen.getByRole('button', { name: 'Remove liquidity' }));
    await waitFor(() => expect(broadcastMock).toHaveBeenCalled());
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'marketpools', contractAction: 'removeLiquidity', contractPayload: { tokenPair: 'SWAP.HIVE:GAMER', sharesOut: '50' } },
      expect.objectContaining({ name: 'remove-liquidity' }),
    );
    expect(await screen.findByText('Liquidity removed: 50.00000000 SWAP.HIVE and 150.000 GAMER.')).toBeInTheDocument();
  });

  it('refuses a percentage outside (0, 100] or with more than 3 decimals, beside the field, and sends nothing', async () => {
    const user = renderRemove();
    for (const text of ['0', '100.5', '12.3456']) {
      await user.clear(await percentField());
      await user.type(await percentField(), text);
      expect(await percentField()).toHaveAccessibleDescription('Enter a percentage greater than 0 and at most 100, with at most 3 decimals');
      await user.click(screen.getByRole('button', { name: 'Remove liquidity' }));
    }
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('refuses a percentage too small to pay out anything', async () => {
    fixture.chain.positions = [{ account: 'bob', tokenPair: 'SWAP.HIVE:GAMER', shares: '0.001' }];
    const user = renderRemove();
    await user.type(await percentField(), '1');
    expect(await percentField()).toHaveAccessibleDescription(TOO_SMALL_TEXT);
    await user.click(screen.getByRole('button', { name: 'Remove liquidity' }));
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('says when the user has no position in the pool asked for', async () => {
    renderRemove('?action=remove&pair=SWAP.HIVE:PIXEL');
    expect(await screen.findByText('You have no liquidity in the SWAP.HIVE:PIXEL pool.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Percentage to withdraw' })).not.toBeInTheDocument();
  });

  it('says when the user has no position at all', async () => {
    fixture.chain.positions = [];
    renderRemove('?action=remove');
    expect(await screen.findByText(NO_POSITIONS_TEXT)).toBeInTheDocument();
  });
});
