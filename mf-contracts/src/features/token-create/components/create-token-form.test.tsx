import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queries, sidechain } from '@tdx/api';
import type { Balance } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { broadcast } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CreateTokenForm } from './create-token-form';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { findOne: jest.fn() }, queries: { getBalance: jest.fn() } }));
const broadcastMock = jest.mocked(broadcast);
const findOne = jest.mocked(sidechain.findOne);
const getBalance = jest.mocked(queries.getBalance);

const PARAMS = { tokenCreationFee: '100', enableStakingFee: '1000', enableDelegationFee: '1000', heAccounts: { 'hive-engine': 1 } };
let existing: string[];
let bee: string;

beforeEach(() => {
  existing = ['HONEY'];
  bee = '150.5';
  act(() => user$.next({ username: 'bob', scope: [] }));
  findOne.mockImplementation(async (_contract: string, table: string, query: Record<string, unknown>) => {
    if (table === 'params') return PARAMS;
    return existing.includes(String(query.symbol)) ? { symbol: query.symbol, issuer: 'alice' } : null;
  });
  getBalance.mockImplementation(async (account: string, symbol: string) => ({ account, symbol, balance: bee }) as Balance);
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t-0', 't-1'] });
});
afterEach(() => {
  act(() => user$.next(null));
  queryClient.clear();
  jest.clearAllMocks();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/tokens/create']}>
      <Routes>
        <Route path="/tokens/create" element={<CreateTokenForm account="bob" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const submit = () => screen.getByRole('button', { name: 'Create token' });

async function fillGoodDraft(user: ReturnType<typeof userEvent.setup>, symbol = 'bobt') {
  await user.type(field(/^Name/), 'Bob Token');
  await user.type(field(/^Symbol/), symbol);
  await user.clear(field(/^Precision/));
  await user.type(field(/^Precision/), '3');
  await user.type(field(/^Max supply/), '1000.5');
}

describe('CreateTokenForm', () => {
  it('sends create then updateMetadata in one custom JSON and opens the new token’s management page once confirmed', async () => {
    const user = renderForm();
    await fillGoodDraft(user);
    await user.type(field(/^Icon URL/), 'https://bob.example/i.png');
    await user.type(field(/^Description/), 'Made by Bob');
    expect(await screen.findByText('BOBT is available')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      [
        { contractName: 'tokens', contractAction: 'create', contractPayload: { name: 'Bob Token', symbol: 'BOBT', precision: 3, maxSupply: '1000.5' } },
        { contractName: 'tokens', contractAction: 'updateMetadata', contractPayload: { symbol: 'BOBT', metadata: { url: '', icon: 'https://bob.example/i.png', desc: 'Made by Bob' } } },
      ],
      expect.objectContaining({ displayName: 'Create Token (BOBT)', successMessage: 'BOBT created', name: 'create-token' }),
    );
    expect(await screen.findByText('Now at /tokens/manage?symbol=BOBT')).toBeInTheDocument();
  });

  it('says live that a symbol is taken, and sends nothing', async () => {
    const user = renderForm();
    await fillGoodDraft(user, 'honey');
    expect(await screen.findByText('HONEY already exists: choose another symbol')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('asks the sidechain again when sending: a symbol taken meanwhile is refused', async () => {
    const user = renderForm();
    await fillGoodDraft(user);
    expect(await screen.findByText('BOBT is available')).toBeInTheDocument();
    existing.push('BOBT');
    await user.click(submit());
    expect(await screen.findByText('BOBT already exists: choose another symbol')).toBeInTheDocument();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('refuses when the BEE balance cannot pay the live fee, with where to get BEE', async () => {
    bee = '99.99999999';
    const user = renderForm();
    expect(await screen.findByText('Creating a token costs 100 BEE; you have 99.99999999 BEE.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy BEE' })).toHaveAttribute('href', '/trade/BEE');
    await fillGoodDraft(user);
    expect(submit()).toBeDisabled();
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('says so with Retry when the fee or the balance cannot be read, and cannot send', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getBalance.mockRejectedValueOnce(new Error('nodes down'));
    const user = renderForm();
    expect(await screen.findByText('Your BEE balance could not be read from the sidechain. Try again in a moment.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your balance: 150.50000000 BEE')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('keeps the form as typed when the chain refuses, with its error', async () => {
    broadcastMock.mockResolvedValue({ status: 'failed', errors: ['symbol already exists'], transactionId: 't', transactionIds: ['t'] });
    const user = renderForm();
    await fillGoodDraft(user);
    expect(await screen.findByText('BOBT is available')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('symbol already exists')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Bob Token');
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });
});
