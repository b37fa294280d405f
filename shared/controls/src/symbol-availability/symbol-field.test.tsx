import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineQuery, queryClient } from '@tdx/data';
import { useState } from 'react';
import { SymbolField } from './symbol-field';
import { SYMBOL_CHECK_DELAY_MS, SYMBOL_CHECK_FAILED_TEXT, useSymbolAvailability, type SymbolLookup } from './use-symbol-availability';

const findRow = jest.fn<Promise<{ symbol: string } | null>, [string]>();
const LOOKUP: SymbolLookup<{ symbol: string } | null> = {
  query: defineQuery({ key: (symbol: string) => ['test-symbol', symbol], fetch: (symbol: string) => findRow(symbol) }),
  isTaken: (row) => row !== null,
  takenText: (symbol) => `${symbol} is taken`,
};

function Form() {
  const [symbol, setSymbol] = useState('');
  const availability = useSymbolAvailability(symbol, /^[A-Z]+$/.test(symbol), LOOKUP);
  const [confirmed, setConfirmed] = useState<boolean>();
  return (
    <>
      <SymbolField value={symbol} onChange={setSymbol} problem={null} availability={availability} disabled={false} hint="Capital letters" />
      <button onClick={async () => setConfirmed(await availability.confirmFree())}>Send</button>
      {confirmed !== undefined && <p>free: {String(confirmed)}</p>}
    </>
  );
}

function setup() {
  render(<Form />);
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), field: screen.getByRole('textbox', { name: 'Symbol' }) };
}

const pause = () => act(() => jest.advanceTimersByTime(SYMBOL_CHECK_DELAY_MS));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  queryClient.clear();
  findRow.mockReset();
});

describe('SymbolField with useSymbolAvailability', () => {
  it('upper-cases what is typed and looks it up only once typing pauses', async () => {
    findRow.mockResolvedValue(null);
    const { user, field } = setup();
    await user.type(field, 'moon');
    expect(field).toHaveValue('MOON');
    expect(findRow).not.toHaveBeenCalled();
    expect(screen.getByText('Capital letters')).toBeInTheDocument();
    await pause();
    expect(await screen.findByText('MOON is available')).toBeInTheDocument();
    expect(findRow).toHaveBeenCalledWith('MOON');
  });

  it('says a taken symbol is taken, and confirmFree asks again', async () => {
    findRow.mockResolvedValue({ symbol: 'BEE' });
    const { user, field } = setup();
    await user.type(field, 'BEE');
    await pause();
    expect(await screen.findByRole('alert')).toHaveTextContent('BEE is taken');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('free: false')).toBeInTheDocument();
  });

  it('offers Check again when the node does not answer', async () => {
    findRow.mockRejectedValueOnce(new Error('down')).mockResolvedValue(null);
    const { user, field } = setup();
    await user.type(field, 'MOON');
    await pause();
    expect(await screen.findByText(SYMBOL_CHECK_FAILED_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('MOON is available')).toBeInTheDocument();
  });

  it('does not look up a symbol the rules refuse', async () => {
    const { user, field } = setup();
    await user.type(field, 'AB1');
    await pause();
    expect(findRow).not.toHaveBeenCalled();
  });
});
