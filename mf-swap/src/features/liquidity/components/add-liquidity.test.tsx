import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { broadcast, CANCELLED_TEXT } from '@tdx/keychain';
import { MemoryRouter } from 'react-router';
import { setUpChain } from '../../../shared/testing/chain-fixture';
import { LiquidityPage } from './liquidity-page';

jest.mock('@tdx/api', () => jest.requireActual('../../../shared/testing/mock-api').mockedApi());
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;

setUpChain();

beforeEach(() => {
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
});

function renderAdd(pair = 'SWAP.HIVE:GAMER') {
  render(
    <MemoryRouter initialEntries={[`/swap?action=add&pair=${pair}`]}>
      <LiquidityPage action="add" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (symbol: string) => screen.findByRole('textbox', { name: `Amount of ${symbol}` });
const submit = () => screen.getByRole('button', { name: 'Add liquidity' });
const payload = () => (broadcastMock.mock.calls[0][1] as { contractPayload: object }).contractPayload;

describe('Add liquidity', () => {
  it('keeps the quote at the pool ratio, previews the shares and sends the deposit', async () => {
    const user = renderAdd();
    await user.type(await field('SWAP.HIVE'), '10');
    expect(await field('GAMER')).toHaveValue('30');
    const preview = screen.getByText('Pool shares you receive').closest('dl') as HTMLElement;
    expect(within(preview).getByText('17.32050807')).toBeInTheDocument();
    expect(within(preview).getByText('10.8910%')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(broadcastMock).toHaveBeenCalledTimes(1));
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'marketpools', contractAction: 'addLiquidity', contractPayload: { tokenPair: 'SWAP.HIVE:GAMER', baseQuantity: '10.00000000', quoteQuantity: '30.000', maxPriceImpact: '1', maxDeviation: '1' } },
      expect.objectContaining({ name: 'add-liquidity' }),
    );
    expect(await screen.findByText('Liquidity added: 10.00000000 SWAP.HIVE and 30.000 GAMER.')).toBeInTheDocument();
    expect(await field('SWAP.HIVE')).toHaveValue('');
  });

  it('computes the base, rounded half-up to its precision, when the quote is typed', async () => {
    const user = renderAdd();
    await user.type(await field('GAMER'), '31');
    expect(await field('SWAP.HIVE')).toHaveValue('10.33333333');
  });

  it('shows the rule an amount breaks beside it and sends nothing', async () => {
    const user = renderAdd();
    await user.type(await field('SWAP.HIVE'), '1.123456789');
    expect(await field('SWAP.HIVE')).toHaveAccessibleDescription('At most 8 decimals allowed');
    await user.click(submit());
    await user.clear(await field('SWAP.HIVE'));
    await user.type(await field('GAMER'), '150');
    expect(await field('GAMER')).toHaveAccessibleDescription('Amount exceeds your available balance');
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('says why an empty amount is refused once sent', async () => {
    const user = renderAdd();
    await field('SWAP.HIVE');
    await user.click(submit());
    expect(await field('SWAP.HIVE')).toHaveAccessibleDescription('Enter a valid amount');
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('checks the limits under Advanced and opens it to show why one is refused', async () => {
    const user = renderAdd();
    await user.type(await field('SWAP.HIVE'), '1');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const impact = screen.getByRole('textbox', { name: 'Max price impact (%)' });
    await user.clear(impact);
    await user.type(impact, '0');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Max price impact (%)' })).toHaveAccessibleDescription('Enter a percentage greater than 0, with at most 3 decimals');
    expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'true');
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('warns the first provider of an empty pool and checks the price against the order book', async () => {
    const user = renderAdd('SWAP.HIVE:PIXEL');
    expect(await screen.findByRole('note')).toHaveTextContent("You set this pool's price");
    expect(screen.getByText(/order book's 2.00000000 PIXEL per SWAP.HIVE/)).toBeInTheDocument();
    await user.type(await field('SWAP.HIVE'), '2');
    await user.type(await field('PIXEL'), '6');
    expect(screen.getByRole('alert')).toHaveTextContent("The price you set, 3.00000000 PIXEL per SWAP.HIVE, is more than 1 % away from the order book's 2.00000000 PIXEL per SWAP.HIVE.");
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const deviation = screen.getByRole('textbox', { name: 'Max deviation from the order book (%)' });
    await user.clear(deviation);
    await user.type(deviation, '0');
    expect(screen.getByText('Price you set').nextSibling).toHaveTextContent('3.00000000 PIXEL per SWAP.HIVE');
    await user.click(submit());
    await waitFor(() => expect(broadcastMock).toHaveBeenCalled());
    expect(payload()).toEqual({ tokenPair: 'SWAP.HIVE:PIXEL', baseQuantity: '2.00000000', quoteQuantity: '6.00000000', maxPriceImpact: '1', maxDeviation: '0' });
  });

  it('keeps the form and says so when Keychain is cancelled or the chain refuses', async () => {
    broadcastMock.mockResolvedValueOnce({ status: 'cancelled' });
    const user = renderAdd();
    await user.type(await field('SWAP.HIVE'), '5');
    await user.click(submit());
    expect(await screen.findByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(await field('SWAP.HIVE')).toHaveValue('5');

    broadcastMock.mockResolvedValueOnce({ status: 'failed', transactionId: 't', transactionIds: ['t'], errors: ['exceeded max price impact for adding liquidity'] });
    await user.click(submit());
    expect(await screen.findByText('exceeded max price impact for adding liquidity')).toBeInTheDocument();
    expect(await field('GAMER')).toHaveValue('15');
  });

  it('offers to create the pool of two tokens that have none', async () => {
    renderAdd('BEE:GAMER');
    const link = await screen.findByRole('link', { name: 'Create it' });
    expect(link).toHaveAttribute('href', '/swap?action=create&pair=BEE%3AGAMER');
    expect(screen.queryByRole('textbox', { name: /Amount of/ })).not.toBeInTheDocument();
  });

  it('takes the pool’s orientation when the pair is given the other way round', async () => {
    renderAdd('GAMER:SWAP.HIVE');
    expect(await screen.findByRole('button', { name: 'Base token: SWAP.HIVE. Choose another token' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add liquidity to SWAP.HIVE:GAMER' })).toBeInTheDocument();
  });
});
