import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queries, sidechain } from '@tdx/api';
import type { Balance } from '@tdx/contracts';
import { queryClient } from '@tdx/data';
import { broadcast } from '@tdx/keychain';
import { user$ } from '@tdx/session';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CreateNftForm } from './create-nft-form';

jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), broadcast: jest.fn() }));
jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { findOne: jest.fn() }, queries: { getBalance: jest.fn() } }));

const broadcastMock = jest.mocked(broadcast);
const findOne = jest.mocked(sidechain.findOne);
const getBalance = jest.mocked(queries.getBalance);

let existing: string[];
let bee: string;

beforeEach(() => {
  existing = ['CITY'];
  bee = '150';
  act(() => user$.next({ username: 'bob', scope: [] }));
  findOne.mockImplementation(async (contract: string, table: string, query: Record<string, unknown>) => {
    if (table === 'params') return contract === 'nft' ? { nftCreationFee: '120' } : { tokenCreationFee: '1' };
    return existing.includes(String(query.symbol)) ? { _id: 1, symbol: query.symbol, issuer: 'dcitygame', name: 'dCity', maxSupply: 0, supply: 0 } : null;
  });
  getBalance.mockImplementation(async (account: string, symbol: string) => ({ account, symbol, balance: bee }) as Balance);
  broadcastMock.mockResolvedValue({ status: 'confirmed', transactionId: 't', transactionIds: ['t'] });
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
    <MemoryRouter initialEntries={['/nfts/create']}>
      <Routes>
        <Route path="/nfts/create" element={<CreateNftForm account="bob" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const submit = () => screen.getByRole('button', { name: 'Create NFT' });

describe('CreateNftForm', () => {
  it('reads the fee from the nft contract, sends nft.create and opens the new definition once confirmed', async () => {
    const user = renderForm();
    expect(await screen.findByText('Creating an NFT costs 120.00000000 BEE, burned.')).toBeInTheDocument();
    await user.type(field(/^Name/), 'Bob Art');
    await user.type(field(/^Symbol/), 'bobart');
    await user.type(field(/^Max supply/), '100');
    expect(await screen.findByText('BOBART is available')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).toHaveBeenCalledWith(
      'bob',
      { contractName: 'nft', contractAction: 'create', contractPayload: { symbol: 'BOBART', name: 'Bob Art', maxSupply: '100', authorizedIssuingAccounts: ['bob'] } },
      expect.objectContaining({ displayName: 'Create NFT (BOBART)', name: 'create-nft' }),
    );
    expect(await screen.findByText('Now at /nfts?symbol=BOBART')).toBeInTheDocument();
  });

  it('says live that a symbol is taken, and sends nothing', async () => {
    const user = renderForm();
    await user.type(field(/^Name/), 'Other City');
    await user.type(field(/^Symbol/), 'CITY');
    expect(await screen.findByText('An NFT named CITY already exists: choose another symbol')).toBeInTheDocument();
    await user.click(submit());
    expect(broadcastMock).not.toHaveBeenCalled();
  });

  it('cannot send when the BEE balance is below the nft contract’s fee', async () => {
    bee = '119.99999999';
    renderForm();
    expect(await screen.findByText('Creating an NFT costs 120 BEE; you have 119.99999999 BEE.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('keeps the form as typed when the chain refuses, with its error', async () => {
    broadcastMock.mockResolvedValue({ status: 'failed', errors: ['symbol already exists'], transactionId: 't', transactionIds: ['t'] });
    const user = renderForm();
    await user.type(field(/^Name/), 'Bob Art');
    await user.type(field(/^Symbol/), 'BOBART');
    expect(await screen.findByText('BOBART is available')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('symbol already exists')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Bob Art');
  });
});
