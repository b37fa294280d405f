import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TokenAmountField } from './token-amount-field';
import { useTokenAmount, type TokenAmountRules } from './use-token-amount';

function Form({ rules, balanceLabel }: { rules: TokenAmountRules; balanceLabel?: string }) {
  const amount = useTokenAmount(rules);
  const [confirmed, setConfirmed] = useState<string | null>();
  return (
    <>
      <TokenAmountField label="Amount" symbol="BEE" amount={amount} balanceLabel={balanceLabel} />
      <output>{amount.valid ? `send ${amount.value}` : `not valid: ${amount.problem}`}</output>
      <button onClick={() => setConfirmed(amount.confirm())}>Send</button>
      {confirmed !== undefined && <p>confirmed: {confirmed ?? 'none'}</p>}
    </>
  );
}

function setup(rules: TokenAmountRules = { precision: 3, balance: '10.5' }, balanceLabel?: string) {
  render(<Form rules={rules} balanceLabel={balanceLabel} />);
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'Amount' }) };
}

describe('TokenAmountField', () => {
  it('shows the balance under the field and gives the form a valid amount', async () => {
    const { user, field } = setup({ precision: 3, balance: '1234.5' });
    expect(field).toHaveAccessibleDescription('Available: 1,234.500 BEE');
    await user.type(field, '2,25');
    expect(field).toHaveValue('2.25');
    expect(screen.getByRole('status')).toHaveTextContent('send 2.25');
  });

  it('is not valid while empty, without a message yet', () => {
    const { field } = setup();
    expect(field).not.toBeInvalid();
    expect(screen.getByRole('status')).toHaveTextContent('not valid: Enter a valid amount');
  });

  it('fills the balance, cut to the precision, with Max', async () => {
    const { user, field } = setup({ precision: 2, balance: '10.567' });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('10.56');
    expect(screen.getByRole('status')).toHaveTextContent('send 10.56');
  });

  it.each([
    ['10.501', 'Amount exceeds your available balance'],
    ['1.2345', 'At most 3 decimals allowed'],
    ['0', 'Amount must be greater than 0'],
  ])('says why %j is refused next to the field', async (typed, message) => {
    const { user, field } = setup();
    await user.type(field, typed);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('status')).toHaveTextContent(`not valid: ${message}`);
  });

  it('takes no letters or signs, and a leading dot as 0.', async () => {
    const { user, field } = setup();
    await user.type(field, '-a.5');
    expect(field).toHaveValue('0.5');
  });

  it('has no balance line nor Max button without a balance', () => {
    const { field } = setup({ precision: 8 });
    expect(screen.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
    expect(field).not.toHaveAccessibleDescription(/Available/);
  });

  it('names the balance as the form calls it', () => {
    const { field } = setup({ precision: 3, balance: '5' }, 'Available stake');
    expect(field).toHaveAccessibleDescription('Available stake: 5.000 BEE');
  });

  it('confirms a valid amount when sending', async () => {
    const { user, field } = setup();
    await user.type(field, '2.5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('confirmed: 2.5')).toBeInTheDocument();
  });

  it('says why an empty or unfinished amount is refused once sent', async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('confirmed: none')).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Enter a valid amount');
    await user.type(field, '1.');
    expect(field).toHaveAccessibleDescription('Enter a valid amount');
  });
});
