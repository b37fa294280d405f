import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { sidechain } from '@tdx/api';
import { queryClient } from '@tdx/data';
import { broadcast } from '@tdx/keychain';
import { openLoginModal, user$ } from '@tdx/session';
import { BEE_POOL, HBD_POOL } from '../api/beedollar-queries';
import { ConvertForm, PRICE_MOVED_TEXT } from './convert-form';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/session', () => ({ ...jest.requireActual('@tdx/session'), openLoginModal: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { find: jest.fn(), findOne: jest.fn(), getTransactionInfo: jest.fn() } }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const find = sidechain.find as jest.Mock;
const findOne = sidechain.findOne as jest.Mock;
const getTransactionInfo = sidechain.getTransactionInfo as jest.Mock;

const PARAMS = { minConvertibleAmount: '1', feePercentage: '0.01' };
const pools = (beeInHive: string, hiveInHbd: string) => [
  { tokenPair: BEE_POOL, basePrice: '4', quotePrice: beeInHive },
  { tokenPair: HBD_POOL, basePrice: hiveInHbd, quotePrice: '2.5' },
];
const EVENT = { contract: 'beedollar', event: 'beeConversion', data: { to: 'bob', fee: '0.10000000', bee: '9.90000000', beed: '0.9900', beePriceInUSD: '0.10000000' } };

function renderForm(account: string | null = 'bob', price = '0.10000000') {
  render(<ConvertForm account={account} params={PARAMS} price={price} beeBalance={account ? '50.00000000' : undefined} />);
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'BEE to convert' }) };
}
const convertButton = () => screen.getByRole('button', { name: 'Convert to BEED' });
const figure = (term: string) => screen.getByText(term).nextSibling;

beforeEach(() => {
  act(() => user$.next({ username: 'bob', scope: [] }));
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 'tx1', transactionIds: ['tx1'] });
  find.mockResolvedValue(pools('0.25000000', '0.40000000'));
  findOne.mockResolvedValue(PARAMS);
  getTransactionInfo.mockResolvedValue({ transactionId: 'tx1', logs: JSON.stringify({ events: [EVENT] }) });
});
afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

describe('ConvertForm', () => {
  it('previews the fee, the BEE converted, the price and the BEED with the contract’s roundings', async () => {
    const { user, field } = renderForm();
    await user.type(field, '10');
    expect(figure('BEE burned')).toHaveTextContent('10 BEE');
    expect(figure('Fee (1 %)')).toHaveTextContent('0.10000000 BEE');
    expect(figure('BEE converted')).toHaveTextContent('9.90000000 BEE');
    expect(figure('BEE price used')).toHaveTextContent('$0.1');
    expect(figure('You receive')).toHaveTextContent('0.9900 BEED');
  });

  it('re-reads the price, sends beedollar.convert and reports the BEED received from the transaction', async () => {
    const { user, field } = renderForm();
    await user.type(field, '10');
    await user.click(convertButton());
    await waitFor(() => expect(broadcastMock).toHaveBeenCalled());
    expect(find).toHaveBeenCalledWith('marketpools', 'pools', { tokenPair: { $in: [BEE_POOL, HBD_POOL] } });
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'beedollar', contractAction: 'convert', contractPayload: { quantity: '10' } },
      expect.objectContaining({ name: 'beedollar-convert' }),
    );
    expect(await screen.findByText('Converted 10 BEE: you received 0.9900 BEED (fee 0.10000000 BEE, BEE at $0.1).')).toBeInTheDocument();
    expect(getTransactionInfo).toHaveBeenCalledWith('tx1');
    expect(field).toHaveValue('');
  });

  it('sends nothing when the price moved since the preview, and says so', async () => {
    find.mockResolvedValue(pools('0.26000000', '0.40000000'));
    const { user, field } = renderForm();
    await user.type(field, '10');
    await user.click(convertButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PRICE_MOVED_TEXT);
    expect(broadcastMock).not.toHaveBeenCalled();
    expect(field).toHaveValue('10');
  });

  it.each([
    ['0.5', 'Enter at least 1 BEE: the contract converts no less.'],
    ['50.00000001', 'Amount exceeds your available balance'],
    ['1.123456789', 'At most 8 decimals allowed'],
  ])('refuses %s beside the field and sends nothing', async (typed, message) => {
    const { user, field } = renderForm();
    await user.type(field, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(convertButton());
    expect(broadcastMock).not.toHaveBeenCalled();
    expect(find).not.toHaveBeenCalled();
  });

  it('says before sending when the BEED would be too small', async () => {
    const { user, field } = renderForm('bob', '0.00000001');
    await user.type(field, '1');
    expect(screen.getByText('Too small: at a BEE price of $0.00000001 this gives less than 0.0001 BEED, which the contract refuses.')).toBeInTheDocument();
    await user.click(convertButton());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('keeps the amount and shows the cancel after a Keychain cancel', async () => {
    broadcastMock.mockResolvedValue({ status: 'cancelled' });
    const { user, field } = renderForm();
    await user.type(field, '10');
    await user.click(convertButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction cancelled');
    expect(field).toHaveValue('10');
  });

  it('previews for a visitor and opens the login modal instead of sending', async () => {
    act(() => user$.next(null));
    const { user, field } = renderForm(null);
    await user.type(field, '20');
    expect(figure('You receive')).toHaveTextContent('1.9800 BEED');
    await user.click(screen.getByRole('button', { name: 'Log in to convert' }));
    expect(openLoginModal).toHaveBeenCalled();
    expect(broadcastMock).not.toHaveBeenCalled();
  });
});
