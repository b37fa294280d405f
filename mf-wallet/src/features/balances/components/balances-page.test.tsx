import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Balance, Metric, Settings, Token } from '@tdx/contracts';
import { user$ } from '@tdx/session';
import { hivePrice$, settings$ } from '@tdx/settings';
import { loadWalletData, type WalletData } from '../../../shared/chain-reads';
import { dataChanged, dataKeys, queryClient } from '@tdx/data';
import type { RowActionsProps } from '../../../shared';
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
const metric = (symbol: string, lastPrice: string) => ({ symbol, lastPrice, priceChangePercent: '5%', lastDayPriceExpiration: Date.now() / 1000 + 60 }) as Metric;

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
  queryClient.clear();
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
    const stored: unknown = JSON.parse(window.localStorage.getItem(preferencesKey('bob')) ?? '{}');
    expect(stored).toMatchObject({ hideSmall: true, includeStake: true });
    expect(stored).not.toHaveProperty('search');
  });

  it('starts the next visit with the kept toggles and without the search text', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<BalancesPage RowActions={RowActions} />);
    await screen.findByRole('table', { name: 'Token balances' });
    await user.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    await user.type(screen.getByLabelText('Search tokens'), 'engine');
    unmount();
    render(<BalancesPage RowActions={RowActions} />);
    await screen.findByRole('table', { name: 'Token balances' });
    expect(screen.getByLabelText('Search tokens')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Hide small balances' })).toBeChecked();
    expect(shownSymbols()).toEqual(['BEE', 'OLD']);
  });

  it('says how many rows a filter hides and clears it', async () => {
    const user = userEvent.setup();
    render(<BalancesPage RowActions={RowActions} />);
    await screen.findByRole('table', { name: 'Token balances' });
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    await user.type(screen.getByLabelText('Search tokens'), 'old');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 balances shown — a filter is active.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownSymbols()).toEqual(['BEE', 'DUST', 'OLD']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Search tokens')).toHaveValue('');
    expect(screen.getByLabelText('Search tokens')).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Hide small balances' })).not.toBeChecked();
  });

  it('says when the filter hides every row and offers to clear it from the empty table', async () => {
    const user = userEvent.setup();
    render(<BalancesPage RowActions={RowActions} />);
    const table = await screen.findByRole('table', { name: 'Token balances' });
    await user.type(screen.getByLabelText('Search tokens'), 'nothing like it');
    expect(table).toHaveTextContent('The filter hides all 3 balances.');
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));
    expect(shownSymbols()).toEqual(['BEE', 'DUST', 'OLD']);
  });

  it('says there is nothing to show for an empty wallet', async () => {
    loadMock.mockResolvedValue({ ...data, balances: [], tokens: new Map(), metrics: new Map() });
    render(<BalancesPage RowActions={RowActions} />);
    expect(await screen.findByRole('table', { name: 'Token balances' })).toHaveTextContent('No balances to show');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
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

  it("reloads after an action of the account's", async () => {
    render(<BalancesPage RowActions={RowActions} />);
    await screen.findByRole('table', { name: 'Token balances' });
    loadMock.mockResolvedValue({ ...data, balances: [balance('BEE', '200')] });
    await act(async () => dataChanged([dataKeys.account('bob')]));
    expect(await screen.findByText('200.000')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });
});
