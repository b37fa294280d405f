import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { sidechain } from '@tdx/api';
import type { Balance, Token } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { broadcast } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import type { PoolRow } from '../../../shared';
import { POOL_MOVED_TEXT, SwapForm } from './swap-form';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { findAll: jest.fn() } }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const findAll = sidechain.findAll as jest.Mock;

const pool = (tokenPair: string, baseQuantity: string, quoteQuantity: string): PoolRow => ({
  tokenPair, baseQuantity, quoteQuantity, basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', totalShares: '1', precision: 8, creator: 'x',
});
const POOLS = [pool('SWAP.HIVE:BEE', '100000.00000000', '250000.00000000'), pool('SWAP.HIVE:GAMER', '5000.00000000', '20000.000')];
const token = (symbol: string, precision: number) => ({ symbol, name: symbol, precision, icon: '' }) as unknown as Token;
const TOKENS = new Map([token('SWAP.HIVE', 8), token('BEE', 8), token('GAMER', 3), token('HONEY', 8)].map((entry) => [entry.symbol, entry]));
const BALANCES = new Map([['SWAP.HIVE', { symbol: 'SWAP.HIVE', balance: '500.00000000' } as Balance]]);

function renderForm(from = 'SWAP.HIVE', to = 'BEE', account: string | null = 'bob', loading = false) {
  const setPair = jest.fn();
  const props = { pair: { from, to, setPair }, feeMul: '0.9975', account, balances: BALANCES };
  const view = render(<SwapForm {...props} loading={loading} pools={loading ? [] : POOLS} tokens={loading ? new Map() : TOKENS} />);
  const loaded = () => view.rerender(<SwapForm {...props} loading={false} pools={POOLS} tokens={TOKENS} />);
  return { user: userEvent.setup(), setPair, loaded };
}

beforeEach(() => {
  act(() => user$.next({ username: 'bob', scope: [] }));
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
  findAll.mockResolvedValue(POOLS);
});
afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

describe('SwapForm', () => {
  it('takes an amount while the pools are read, then quotes it', async () => {
    const { user, loaded } = renderForm('SWAP.HIVE', 'BEE', 'bob', true);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the liquidity pools…');
    expect(screen.getByRole('button', { name: /You pay: SWAP.HIVE/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '100');
    expect(screen.getByRole('button', { name: 'Swap' })).toBeDisabled();
    loaded();
    expect(screen.getByRole('textbox', { name: 'You receive' })).toHaveValue('249.12649631');
    expect(screen.getByRole('button', { name: 'Swap' })).toBeEnabled();
  });

  it('quotes an exact input and sends the contract’s payload with the minimum at the slippage', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '100');
    expect(screen.getByRole('textbox', { name: 'You receive' })).toHaveValue('249.12649631');
    const details = screen.getByLabelText('Swap details');
    expect(within(details).getByText('Minimum received').nextSibling).toHaveTextContent('246.63523134 BEE');
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(broadcastMock).toHaveBeenCalled());
    expect(broadcastMock).toHaveBeenCalledWith('bob', [expect.objectContaining({ contractPayload: { tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'SWAP.HIVE', tokenAmount: '100.00000000', tradeType: 'exactInput', minAmountOut: '246.63523134' } })], expect.objectContaining({ name: 'swap' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue(''));
  });

  it('quotes an exact output when the received amount is typed', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'You receive' }), '250');
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('100.35097755');
    expect(screen.getByText('Maximum sold')).toBeInTheDocument();
  });

  it('routes through SWAP.HIVE and shows the route', async () => {
    const { user } = renderForm('BEE', 'GAMER');
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '10');
    expect(screen.getByText('BEE → SWAP.HIVE → GAMER')).toBeInTheDocument();
  });

  it('says when no pool links the tokens and offers no swap', async () => {
    const { user } = renderForm('HONEY', 'GAMER');
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '1');
    expect(screen.getByRole('status')).toHaveTextContent('No liquidity pool found between HONEY and GAMER.');
    expect(screen.getByRole('button', { name: 'Swap' })).toBeDisabled();
  });

  it('refuses more than the balance', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '600');
    expect(screen.getByRole('button', { name: 'Swap' })).toBeDisabled();
    expect(screen.getByText('Amount exceeds your available balance')).toBeInTheDocument();
  });

  it('sends nothing when the pool moved since the quote, and says so', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '100');
    findAll.mockResolvedValue([pool('SWAP.HIVE:BEE', '100100.00000000', '249750.00000000'), POOLS[1]]);
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText(POOL_MOVED_TEXT)).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in', async () => {
    const { user } = renderForm('SWAP.HIVE', 'BEE', null);
    expect(screen.getByRole('button', { name: 'Log in to swap' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Log in to swap' }));
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('switches the tokens', async () => {
    const { user, setPair } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Switch the tokens' }));
    expect(setPair).toHaveBeenCalledWith('BEE', 'SWAP.HIVE');
  });
});
