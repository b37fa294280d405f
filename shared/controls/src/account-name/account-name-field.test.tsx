import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hive, type HiveAccount } from '@tdx/api';
import { queryClient } from '@tdx/data';
import { ACCOUNT_NAME_RULES } from '@tdx/ui/base';
import { AccountNameField } from './account-name-field';
import { ACCOUNT_CHECK_FAILED, CHECK_DELAY_MS, ENTER_ACCOUNT_NAME, useAccountName, type AccountNameOptions } from './use-account-name';

jest.mock('@tdx/api', () => ({ hive: { getAccounts: jest.fn() } }));
const getAccounts = hive.getAccounts as jest.MockedFunction<typeof hive.getAccounts>;
const account = (name: string) => ({ name }) as HiveAccount;

function Form({ initial, options }: { initial?: string; options?: AccountNameOptions }) {
  const recipient = useAccountName(initial, options);
  const [confirmed, setConfirmed] = useState<string | null>();
  return (
    <>
      <AccountNameField label="Recipient" account={recipient} />
      <output>{recipient.valid ? `valid: ${recipient.value}` : 'not valid'}</output>
      <button onClick={async () => setConfirmed(await recipient.confirm())}>Send</button>
      {confirmed !== undefined && <p>confirmed: {confirmed ?? 'none'}</p>}
    </>
  );
}

function setup(initial?: string, options?: AccountNameOptions) {
  render(<Form initial={initial} options={options} />);
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), field: screen.getByLabelText('Recipient') };
}

const pause = () => act(() => jest.advanceTimersByTimeAsync(CHECK_DELAY_MS));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  getAccounts.mockReset().mockImplementation(async ([name]) => (name === 'alice' ? [account('alice')] : []));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('AccountNameField', () => {
  it('lowercases and trims what is typed, and drops a leading @', async () => {
    const { user, field } = setup();
    await user.type(field, ' @Alice ');
    expect(field).toHaveValue('alice');
  });

  it('asks the Hive node once typing pauses, and shows a check for an existing account', async () => {
    const { user, field } = setup();
    await user.type(field, 'alice');
    expect(getAccounts).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('not valid');
    await pause();
    expect(getAccounts).toHaveBeenCalledTimes(1);
    expect(getAccounts).toHaveBeenCalledWith(['alice']);
    expect(await screen.findByRole('img', { name: 'Hive account found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('valid: alice');
  });

  it('says which naming rule is broken, without asking the node', async () => {
    const { user, field } = setup();
    await user.type(field, 'alice--b');
    await pause();
    expect(field).toHaveAccessibleDescription(ACCOUNT_NAME_RULES.doubleHyphen);
    expect(field).toBeInvalid();
    expect(getAccounts).not.toHaveBeenCalled();
  });

  it('judges the name on leaving the field, without waiting for the pause', async () => {
    const { user, field } = setup();
    await user.type(field, 'ab');
    await user.tab();
    expect(field).toHaveAccessibleDescription(ACCOUNT_NAME_RULES.length);
  });

  it('says when the account does not exist', async () => {
    const { user, field } = setup();
    await user.type(field, 'nosuch');
    await pause();
    expect(await screen.findByText('No Hive account named nosuch')).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(screen.getByRole('status')).toHaveTextContent('not valid');
  });

  it('says it could not check when the node fails, and checks again on request', async () => {
    getAccounts.mockRejectedValueOnce(new Error('all nodes down'));
    const { user, field } = setup();
    await user.type(field, 'alice');
    await pause();
    expect(await screen.findByText(ACCOUNT_CHECK_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/No Hive account/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('img', { name: 'Hive account found' })).toBeInTheDocument();
    expect(getAccounts).toHaveBeenCalledTimes(2);
  });

  it('drops the answer for a name that has since changed', async () => {
    let answerAlice: (accounts: HiveAccount[]) => void = () => undefined;
    getAccounts.mockImplementationOnce(() => new Promise((resolve) => (answerAlice = resolve)));
    const { user, field } = setup();
    await user.type(field, 'alice');
    await pause();
    expect(screen.getByLabelText('Checking the account')).toBeInTheDocument();
    await user.type(field, 'x');
    await act(async () => answerAlice([account('alice')]));
    expect(screen.queryByRole('img', { name: 'Hive account found' })).not.toBeInTheDocument();
    await pause();
    expect(await screen.findByText('No Hive account named alicex')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('not valid');
  });

  it('checks an initial name at once', async () => {
    setup('Alice');
    expect(await screen.findByRole('img', { name: 'Hive account found' })).toBeInTheDocument();
  });

  it("applies the form's own rule before asking the node", async () => {
    const { user, field } = setup('', { rule: (name) => (name === 'bob' ? 'Not to yourself' : null) });
    await user.type(field, 'bob');
    await pause();
    expect(field).toHaveAccessibleDescription('Not to yourself');
    expect(field).toBeInvalid();
    expect(getAccounts).not.toHaveBeenCalled();
  });

  it('confirms a name at once when sending, without waiting for the pause', async () => {
    const { user, field } = setup();
    await user.type(field, 'alice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('confirmed: alice')).toBeInTheDocument();
    expect(getAccounts).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Hive account found' })).toBeInTheDocument();
  });

  it('confirms nothing for a missing account, and says why', async () => {
    const { user, field } = setup();
    await user.type(field, 'nosuch');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('confirmed: none')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('No Hive account named nosuch');
  });

  it('asks for a name when sent empty', async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('confirmed: none')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(ENTER_ACCOUNT_NAME);
    expect(field).toBeInvalid();
  });
});
