import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CreationFeeLine, type CreationFeePayment } from './creation-fee-line';

const payment = (fields: Partial<CreationFeePayment> = {}): CreationFeePayment => ({ fee: '100', balance: '250.5', problem: null, short: false, retry: jest.fn(), ...fields });
const renderLine = (props: Partial<Parameters<typeof CreationFeeLine>[0]> = {}) =>
  render(
    <MemoryRouter>
      <CreationFeeLine id="fee" subject="a token" payment={payment()} {...props} />
    </MemoryRouter>,
  );

describe('CreationFeeLine', () => {
  it('says what creating costs and what the user has', () => {
    renderLine();
    expect(screen.getByText('Creating a token costs 100.00000000 BEE, burned.')).toBeInTheDocument();
    expect(screen.getByText('Your balance: 250.50000000 BEE')).toBeInTheDocument();
  });

  it('points a user short of BEE to its market and to a swap', () => {
    renderLine({ payment: payment({ problem: 'Not enough BEE', short: true }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough BEE');
    expect(screen.getByRole('link', { name: 'Buy BEE' })).toHaveAttribute('href', '/trade/BEE');
    expect(screen.getByRole('link', { name: 'Swap for BEE' })).toHaveAttribute('href', '/swap?from=SWAP.HIVE&to=BEE');
  });

  it('offers Retry when a read failed', async () => {
    const retry = jest.fn();
    renderLine({ payment: payment({ fee: null, problem: 'The fee could not be read', retry }) });
    expect(screen.getByText('Reading the creation fee…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says so instead of a fee for an account that pays none', () => {
    renderLine({ exemptText: 'Your account creates tokens without a fee.' });
    expect(screen.getByText('Your account creates tokens without a fee.')).toBeInTheDocument();
  });
});
