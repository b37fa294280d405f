import { fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { act } from 'react';
import { broadcast, CANCELLED_TEXT, type BroadcastOutcome } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import type { BookLevel } from '../model/types';
import { OrderForm, type Prefill } from './order-form';

const level = (price: string, quantity: string): BookLevel => ({ price, quantity, total: '0', cumulativeQuantity: quantity, cumulativeTotal: '0' });

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
const broadcastMock = broadcast as jest.MockedFunction<typeof broadcast>;
const confirmed: BroadcastOutcome = { status: 'confirmed', transactionId: 't', transactionIds: ['t'] };

beforeEach(() => act(() => user$.next({ username: 'bob', scope: [] })));
afterEach(() => act(() => user$.next(null)));

function setup(outcome: BroadcastOutcome, precision = 8, prefill?: Prefill) {
  broadcastMock.mockReset().mockResolvedValue(outcome);
  const onPlaced = jest.fn();
  render(
    <OrderForm
      prefill={prefill}
      side="buy"
      symbol="BEE"
      precision={precision}
      balances={{ hive: '10', token: '5' }}
      bids={[level('0.2', '10')]}
      asks={[level('0.3', '10')]}
      onPlaced={onPlaced}
    />,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  /** A valid limit buy of 4 BEE at 0.25, up to its confirmation dialog. */
  const fillAndSubmit = () => {
    type('Price (HIVE per BEE)', '0.25');
    type('Quantity (BEE)', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BEE' }));
  };
  /** The rest of the page is hidden from assistive technology until the dialog has closed. */
  const dialogClosed = () => waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  const sendToKeychain = async () => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to Keychain' })));
    await dialogClosed();
  };
  return { onPlaced, type, fillAndSubmit, sendToKeychain, dialogClosed };
}

describe('OrderForm', () => {
  it('takes a price picked in the book before it mounted', () => {
    setup({ status: 'cancelled' }, 8, { key: 1, price: '0.3', quantity: '4' });
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('0.3');
    expect(screen.getByLabelText('Quantity (BEE)')).toHaveValue('4');
  });

  it('shows the rule beside the field and sends nothing while the order is invalid', () => {
    const { type } = setup({ status: 'cancelled' });
    type('Price (HIVE per BEE)', '0.00000001');
    type('Quantity (BEE)', '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BEE' }));
    expect(screen.getByText('The total must be at least 0.00000001 SWAP.HIVE')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('ignores keystrokes that are not part of a decimal number', () => {
    const { type } = setup({ status: 'cancelled' });
    type('Price (HIVE per BEE)', '0.2x');
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('');
  });

  it('confirms, sends the exact payload for the signed-in user and clears the form once confirmed', async () => {
    const { onPlaced, fillAndSubmit, sendToKeychain } = setup(confirmed);
    fillAndSubmit();
    expect(screen.getByLabelText('Total (HIVE)')).toHaveValue('1.00000000');
    expect(screen.getByRole('dialog', { name: 'Limit Buy (BEE)' })).toHaveTextContent('market.buy {"symbol":"BEE","quantity":"4","price":"0.25"}');
    await sendToKeychain();
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'market', contractAction: 'buy', contractPayload: { symbol: 'BEE', quantity: '4', price: '0.25' } },
      { name: 'market-order', displayName: 'Limit Buy (BEE)' },
    );
    expect(onPlaced).toHaveBeenCalled();
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('');
  });

  it('sends one order when it is submitted again while the first is on its way', async () => {
    const { onPlaced, fillAndSubmit, dialogClosed } = setup(confirmed);
    let finish: (outcome: BroadcastOutcome) => void = () => undefined;
    broadcastMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    fillAndSubmit();
    const send = screen.getByRole('button', { name: 'Send to Keychain' });
    await act(async () => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Waiting for confirmation…' })).toBeDisabled();
    await act(async () => finish(confirmed));
    expect(broadcastMock).toHaveBeenCalledTimes(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Buy BEE' })).toBeEnabled();
  });

  it('shows the chain error beside the form and keeps the order', async () => {
    const { fillAndSubmit, sendToKeychain } = setup({ status: 'failed', transactionId: 't', transactionIds: ['t'], errors: ['too many open orders'] });
    fillAndSubmit();
    await sendToKeychain();
    expect(screen.getByRole('alert')).toHaveTextContent('too many open orders');
    expect(screen.getByLabelText('Quantity (BEE)')).toHaveValue('4');
  });

  it('keeps what was typed when Keychain is cancelled, and says so beside the form without an alert', async () => {
    const { onPlaced, fillAndSubmit, sendToKeychain } = setup({ status: 'cancelled' });
    fillAndSubmit();
    await sendToKeychain();
    expect(screen.getByRole('status')).toHaveTextContent(CANCELLED_TEXT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('0.25');
    expect(screen.getByLabelText('Quantity (BEE)')).toHaveValue('4');
  });

  it('turns market orders off for tokens with 3 decimals', () => {
    setup({ status: 'cancelled' }, 3);
    expect(screen.getByRole('tab', { name: 'Market' })).toBeDisabled();
  });
});
