import { act, render, renderHook, screen, waitFor, type RenderHookResult } from '@testing-library/react';
import type { Token } from '@tdx/contracts';
import { afterNextPaint } from '@tdx/ui/scheduling';
import { startTransition, useState } from 'react';
import { fetchToken } from '../api/market-api';
import { useToken, type TokenDefinition } from './use-token';

jest.mock('../api/market-api', () => ({ fetchToken: jest.fn() }));
jest.mock('@tdx/ui/scheduling', () => ({ afterNextPaint: jest.fn() }));
const fetchTokenMock = fetchToken as jest.MockedFunction<typeof fetchToken>;
const afterNextPaintMock = afterNextPaint as jest.MockedFunction<typeof afterNextPaint>;

const token = (symbol: string) => ({ symbol, name: `${symbol} token`, precision: 3 }) as Token;

/** Renders the hook in an awaited act: its deferred render suspends on the read. */
async function renderUseToken(symbol: string) {
  let hook: RenderHookResult<TokenDefinition, { symbol: string }> | undefined;
  await act(async () => {
    hook = renderHook((props) => useToken(props.symbol), { initialProps: { symbol } });
  });
  return hook!;
}

/** Runs the reads waiting for the next paint. */
function paint() {
  const waiting = afterNextPaintMock.mock.calls.map(([task]) => task);
  afterNextPaintMock.mockClear();
  waiting.forEach((task) => task());
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterNextPaintMock.mockReset().mockReturnValue(() => undefined);
  fetchTokenMock.mockReset().mockImplementation(async (symbol) => token(symbol));
});
afterEach(() => consoleError.mockRestore());

describe('useToken', () => {
  it('renders without the token first and reads it only once the page has painted', async () => {
    const { result } = await renderUseToken('BEE');
    expect(result.current).toMatchObject({ token: undefined, failed: false });
    expect(fetchTokenMock).not.toHaveBeenCalled();
    await act(async () => paint());
    await waitFor(() => expect(result.current.token).toEqual(token('BEE')));
    expect(fetchTokenMock).toHaveBeenCalledTimes(1);
  });

  it('gives null for an unknown token', async () => {
    fetchTokenMock.mockResolvedValue(null);
    const { result } = await renderUseToken('NOPE');
    await act(async () => paint());
    await waitFor(() => expect(fetchTokenMock).toHaveBeenCalled());
    await waitFor(() => expect(result.current.token).toBeNull());
  });

  it('reports a failed read and reads again on reload', async () => {
    fetchTokenMock.mockRejectedValueOnce(new Error('down'));
    const { result } = await renderUseToken('BEE');
    await act(async () => paint());
    await waitFor(() => expect(result.current).toMatchObject({ token: undefined, failed: true }));
    expect(consoleError).toHaveBeenCalledWith('Failed to load the token BEE', new Error('down'));
    await act(async () => result.current.reload());
    expect(result.current).toMatchObject({ token: undefined, failed: false });
    await act(async () => paint());
    await waitFor(() => expect(result.current.token).toEqual(token('BEE')));
    expect(fetchTokenMock).toHaveBeenCalledTimes(2);
  });

  it("never shows the previous symbol's token for a new one", async () => {
    const { result, rerender } = await renderUseToken('BEE');
    await act(async () => paint());
    await waitFor(() => expect(result.current.token).toEqual(token('BEE')));
    await act(async () => rerender({ symbol: 'HONEY' }));
    expect(result.current.token).toBeUndefined();
    await act(async () => paint());
    await waitFor(() => expect(result.current.token).toEqual(token('HONEY')));
  });

  it('holds back the transitions of its own component while reading, not those of the components below it', async () => {
    fetchTokenMock.mockReturnValue(new Promise(() => undefined));
    const bumps: Record<string, () => void> = {};
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      bumps[label] = () => startTransition(() => setCount((value) => value + 1));
      return <p>{`${label} ${count}`}</p>;
    }
    function Page() {
      const { token } = useToken('BEE');
      const [count, setCount] = useState(0);
      bumps.page = () => startTransition(() => setCount((value) => value + 1));
      return (
        <>
          <p>{`page ${count} ${String(token)}`}</p>
          <Counter label="below" />
        </>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    await act(async () => paint());
    await act(async () => bumps.below());
    expect(screen.getByText(/^below/)).toHaveTextContent('below 1');
    await act(async () => bumps.page());
    expect(screen.getByText(/^page/)).toHaveTextContent('page 0 undefined');
  });
});
