import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { broadcast } from '@tdx/keychain';
import { MemoryRouter } from 'react-router';
import { balance, setUpChain, token } from '../../../shared/testing/chain-fixture';
import { LiquidityPage } from './liquidity-page';

jest.mock('@tdx/api', () => jest.requireActual('../../../shared/testing/mock-api').mockedApi());
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;

const fixture = setUpChain();

beforeEach(() => {
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
});

function renderCreate(search = '?action=create') {
  render(
    <MemoryRouter initialEntries={[`/swap${search}`]}>
      <LiquidityPage action="create" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const create = () => screen.getByRole('button', { name: 'Create pool' });

describe('Create a pool', () => {
  it('picks both tokens, shows the live fee and creates the pool, then offers to add liquidity to it', async () => {
    fixture.chain.params.poolCreationFee = '1200';
    const user = renderCreate();
    expect(await screen.findByText('Pool creation costs 1,200.00000000 BEE.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Base token: choose a token' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^BEE/ }));
    await user.click(screen.getByRole('button', { name: 'Quote token: choose a token' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^PIXEL/ }));
    await user.click(create());
    await waitFor(() => expect(broadcastMock).toHaveBeenCalled());
    expect(broadcastMock).toHaveBeenCalledWith('bob', { contractName: 'marketpools', contractAction: 'createPool', contractPayload: { tokenPair: 'BEE:PIXEL' } }, expect.objectContaining({ name: 'create-pool' }));
    expect(await screen.findByText('The pool BEE:PIXEL exists now: add the first liquidity to set its price.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add liquidity' })).toHaveAttribute('href', '/swap?action=add&pair=BEE%3APIXEL');
  });

  it('refuses a pair that has a pool in either orientation, and nothing is sent', async () => {
    const user = renderCreate('?action=create&pair=GAMER:SWAP.HIVE');
    expect(await screen.findByText('A pool of these tokens already exists: SWAP.HIVE:GAMER.')).toBeInTheDocument();
    await user.click(create());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('refuses a BEE balance short of the fee beside the fee, and nothing is sent', async () => {
    fixture.chain.balances = [balance('BEE', '999.5')];
    const user = renderCreate('?action=create&pair=BEE:PIXEL');
    expect(await screen.findByText('Your balance: 999.50000000 BEE')).toBeInTheDocument();
    expect(screen.getByText('Creating a pool costs 1000 BEE; you have 999.5 BEE.')).toBeInTheDocument();
    await user.click(create());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('refuses tokens the sidechain does not have and asks for both tokens', async () => {
    fixture.chain.tokens = [token('BEE', 8)];
    const user = renderCreate('?action=create&pair=NOPE:');
    expect(await screen.findByText('There is no token NOPE on the sidechain.')).toBeInTheDocument();
    await user.click(create());
    expect(await screen.findByText('Choose the quote token.')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });
});
