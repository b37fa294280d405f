import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import type { BroadcastOutcome } from '@tdx/keychain';
import type { BookLevel } from '../model/types';
import { OrderForm, type Prefill } from './order-form';

const level = (price: string, quantity: string): BookLevel => ({ price, quantity, total: '0', cumulativeQuantity: quantity, cumulativeTotal: '0' });

jest.mock('@tdx/keychain', () => ({ broadcast: jest.fn() }));
const { broadcast } = jest.requireMock('@tdx/keychain') as { broadcast: jest.Mock };

function setup(outcome: BroadcastOutcome, precision = 8, prefill?: Prefill) {
  broadcast.mockReset().mockResolvedValue(outcome);
  const onPlaced = jest.fn();
  render(
    <OrderForm
      prefill={prefill}
      side="buy"
      symbol="BEE"
      precision={precision}
      account="bob"
      balances={{ hive: '10', token: '5' }}
      bids={[level('0.2', '10')]}
      asks={[level('0.3', '10')]}
      onPlaced={onPlaced}
    />,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { onPlaced, type };
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
    expect(broadcast).not.toHaveBeenCalled();
  });

  it('ignores keystrokes that are not part of a decimal number', () => {
    const { type } = setup({ status: 'cancelled' });
    type('Price (HIVE per BEE)', '0.2x');
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('');
  });

  it('confirms, sends the exact payload and clears the form once confirmed', async () => {
    const { onPlaced, type } = setup({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
    type('Price (HIVE per BEE)', '0.25');
    type('Quantity (BEE)', '4');
    expect(screen.getByLabelText('Total (HIVE)')).toHaveValue('1.00000000');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BEE' }));
    expect(screen.getByRole('dialog', { name: 'Limit Buy (BEE)' })).toHaveTextContent('market.buy {"symbol":"BEE","quantity":"4","price":"0.25"}');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to Keychain' })));
    expect(broadcast).toHaveBeenCalledWith(
      'bob',
      { contractName: 'market', contractAction: 'buy', contractPayload: { symbol: 'BEE', quantity: '4', price: '0.25' } },
      { name: 'market-order', displayName: 'Limit Buy (BEE)' },
    );
    expect(onPlaced).toHaveBeenCalled();
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('');
  });

  it('shows the chain error beside the form and keeps the order', async () => {
    const { type } = setup({ status: 'failed', transactionId: 't', transactionIds: ['t'], errors: ['too many open orders'] });
    type('Price (HIVE per BEE)', '0.25');
    type('Quantity (BEE)', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BEE' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to Keychain' })));
    expect(screen.getByText('too many open orders')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity (BEE)')).toHaveValue('4');
  });

  it('keeps what was typed when Keychain is cancelled', async () => {
    const { onPlaced, type } = setup({ status: 'cancelled' });
    type('Price (HIVE per BEE)', '0.25');
    type('Quantity (BEE)', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BEE' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to Keychain' })));
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Price (HIVE per BEE)')).toHaveValue('0.25');
    expect(screen.getByLabelText('Quantity (BEE)')).toHaveValue('4');
  });

  it('turns market orders off for tokens with 3 decimals', () => {
    setup({ status: 'cancelled' }, 3);
    expect(screen.getByRole('tab', { name: 'Market' })).toBeDisabled();
  });
});
