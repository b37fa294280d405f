import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Balance, Metric, Settings, Token } from '@tdx/contracts';
import { user$ } from '@tdx/session';
import { hivePrice$, settings$ } from '@tdx/settings';
import { loadWalletData, type WalletData } from '../../../shared/chain-reads';
import { refreshWallet, type RowActionsProps } from '../../../shared';
import { preferencesKey } from '../model/preferences';
import { BalancesPage } from './balances-page';

jest.mock('../../../shared/chain-reads', () => ({ ...jest.requireActual('../../../shared/chain-reads'), loadWalletData: jest.fn() }));
const loadMock = loadWalletData as jest.MockedFunction<typeof loadWalletData>;

const token = (symbol: string, name: string, fields: Partial<Token> = {}): Token =>
  ({ _id: 1, issuer: 'x', symbol, name, precision: 3, maxSupply: '1000', supply: '10', circulatingSupply: '10', metadata: {}, icon: '', ...fields }) as Token;
const balance = (symbol: string, amount: string, fields: Partial<Balance> = {}): Balance => ({
  account: 'bob',
  symbol,
  balance: amount,
  stake: '0',
  pendingUnstake: '0',
  delegationsIn: '0',
  delegationsOut: '0',
  pendingUndelegations: '0',
  ...fields,
});
const metric = (symbol: string, lastPrice: string) => ({ symbol, lastPrice, priceChangePercent: '5%', lastDayPriceExpiration: Date.now() + 60_000 }) as Metric;

const data: WalletData = {
  account: 'bob',
  balances: [balance('BEE', '100', { stake: '50' }), balance('OLD', '1'), balance('BAD', '5'), balance('DUST', '0.001')],
  tokens: new Map([
    ['BEE', token('BEE', 'Hive Engine Token', { stakingEnabled: true, numberTransactions: 4 })],
    ['OLD', token('OLD', 'Old coin')],
    ['BAD', token('BAD', 'Scam')],
    ['DUST', token('DUST', 'Dust')],
  ]),
  metrics: new Map([
    ['BEE', metric('BEE', '0.5')],
    ['DUST', metric('DUST', '0.01')],
  ]),
  pendingUnstakes: [],
};

function RowActions({ row }: RowActionsProps) {
  return <button type="button">Actions for {row.symbol}</button>;
}

beforeEach(() => {
  window.localStorage.clear();
  loadMock.mockResolvedValue(data);
  act(() => {
    settings$.next({ deprecated_tokens: ['OLD'], disabled_tokens: ['BAD'] } as unknown as Settings);
    hivePrice$.next(0.2);
    user$.next({ username: 'bob', scope: [] });
  });
});
afterEach(() => {
  act(() => user$.next(null));
  jest.clearAllMocks();
});

const shownSymbols = () => screen.getAllByTestId('balance-row').map((row) => row.getAttribute('data-symbol'));

describe('BalancesPage', () => {
  it('shows the account rows by value, marks deprecated tokens, drops disabled ones and totals the value', async () => {
    render(<BalancesPage RowActions={RowActions} />);
    expect(await screen.findByRole('table', { name: 'Token balances' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('bob');
    expect(shownSymbols()).toEqual(['BEE', 'DUST', 'OLD']);
    // 100 BEE × 0.5 × 0.2 = 10; 0.001 DUST × 0.01 × 0.2 ≈ 0.000002
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('Estimated value: $10.00');
    const old = screen.getAllByTestId('balance-row')[2];
    expect(within(old).getByText('Deprecated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for BEE' })).toBeInTheDocument();
  });

  it('filters, hides small balances, includes stake and keeps the choices for the account', async () => {
    const user = userEvent.setup();
    render(<BalancesPage RowActions={RowActions} />);
    await screen.findByRole('table', { name: 'Token balances' });
    await user.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    expect(shownSymbols()).toEqual(['BEE', 'OLD']);
    await user.click(screen.getByRole('switch', { name: 'Value includes stake' }));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$15.00');
    await user.type(screen.getByLabelText('Search tokens'), 'engine');
    expect(shownSymbols()).toEqual(['BEE']);
    expect(JSON.parse(window.localStorage.getItem(preferencesKey('bob')) ?? '{}')).toMatchObject({ search: 'engine', hideSmall: true, includeStake: true });
  });

  it('says when the balances cannot be read and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMock.mockRejectedValueOnce(new Error('nodes down'));
    const user = userEvent.setup();
    render(<BalancesPage RowActions={RowActions} />);
    expect(await screen.findByText('Balances could not be loaded from the sidechain nodes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Token balances' })).toBeInTheDocument();
  });

  it('reloads when a wallet action asks for a refresh', async () => {
    render(<BalancesPage RowActions={RowActions} />);
    await screen.findByRole('table', { name: 'Token balances' });
    loadMock.mockResolvedValue({ ...data, balances: [balance('BEE', '200')] });
    await act(async () => refreshWallet());
    expect(await screen.findByText('200.000')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });
});
