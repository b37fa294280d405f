import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@tdx/contracts';
import { settings$ } from '@tdx/settings';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PickerToken } from './token-options';
import { TokenPickerDialog, type TokenListState, type TokenPickerDialogProps } from './token-picker-dialog';

const token = (symbol: string, name: string, icon = ''): PickerToken => ({ symbol, name, icon, precision: 3 });
const TOKENS = [token('HONEY', 'Honey Pot'), token('BEE', 'Hive Engine Token', 'javascript:alert(1)'), token('OLD', 'Old'), token('GONE', 'Gone'), token('XSS', '<img src=x onerror=alert(1)>')];
const ready = (data: readonly PickerToken[] = TOKENS): TokenListState<PickerToken> => ({ data, failed: false, reload: jest.fn() });

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function setup(props: Partial<TokenPickerDialogProps<PickerToken>> = {}) {
  const onClose = jest.fn();
  const onPick = jest.fn();
  render(
    <MemoryRouter>
      <TokenPickerDialog open onClose={onClose} title="Choose a token" tokens={ready()} onPick={onPick} {...(props as object)} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, onPick, user: userEvent.setup() };
}

const symbols = () => within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('button').map((option) => option.querySelector('strong')?.textContent);

beforeEach(() => settings$.next({ deprecated_tokens: ['OLD'], disabled_tokens: ['GONE'] } as Settings));
afterEach(() => settings$.next(null));

describe('TokenPickerDialog', () => {
  it('offers the tokens in symbol order, without deprecated or disabled ones', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Choose a token' })).toBeInTheDocument();
    expect(symbols()).toEqual(['BEE', 'HONEY', 'XSS']);
  });

  it('follows a change of the settings', () => {
    setup();
    act(() => settings$.next({ deprecated_tokens: ['BEE'], disabled_tokens: [] as string[] } as Settings));
    expect(symbols()).toEqual(['GONE', 'HONEY', 'OLD', 'XSS']);
  });

  it('searches symbols and names, and says when nothing matches', async () => {
    const { user } = setup({ noMatchText: (search) => `Nothing like “${search}”.` });
    await user.type(screen.getByLabelText('Search tokens'), 'pot');
    expect(symbols()).toEqual(['HONEY']);
    await user.clear(screen.getByLabelText('Search tokens'));
    await user.type(screen.getByLabelText('Search tokens'), 'old');
    expect(screen.getByText('Nothing like “old”.')).toBeInTheDocument();
  });

  it('hands the picked token to the form and closes', async () => {
    const { user, onPick, onClose } = setup();
    await user.click(screen.getByRole('button', { name: /^HONEY/ }));
    expect(onPick).toHaveBeenCalledWith(TOKENS[0]);
    expect(onClose).toHaveBeenCalled();
  });

  it('makes each option a link when given addresses', async () => {
    const { user, onClose } = setup({ onPick: undefined, optionHref: (picked) => `/trade/${picked.symbol}`, listLabel: 'Tradable tokens' });
    const honey = within(screen.getByRole('list', { name: 'Tradable tokens' })).getByRole('link', { name: /^HONEY Honey Pot/ });
    expect(honey).toHaveAttribute('href', '/trade/HONEY');
    await user.click(honey);
    // The open dialog hides the page behind it from the accessibility tree.
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('/trade/HONEY');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows balances at the token precision and marks the selected token', () => {
    setup({ balances: new Map([['HONEY', '12.5']]), selected: 'BEE' });
    expect(screen.getByRole('button', { name: 'HONEY Honey Pot 12.500' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^BEE/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^HONEY/ })).not.toHaveAttribute('aria-current');
  });

  it('renders chain texts as text and no unsafe icon address', () => {
    setup();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src^="javascript"], img[src="x"]')).toBeNull();
  });

  it('shows that the tokens are loading', () => {
    setup({ tokens: { data: undefined, failed: false, reload: jest.fn() } });
    expect(screen.getByRole('progressbar', { name: 'Loading tokens' })).toBeInTheDocument();
  });

  it('says when the tokens could not be loaded, with Retry', async () => {
    const reload = jest.fn();
    const { user } = setup({ tokens: { data: undefined, failed: true, reload } });
    expect(screen.getByRole('alert')).toHaveTextContent('Tokens could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });
});
