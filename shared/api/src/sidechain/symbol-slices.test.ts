import { readBySymbolSlices } from './symbol-slices';

const symbolsOf = (query: Record<string, unknown>) => (query.symbol as { $in: string[] }).$in;

describe('readBySymbolSlices', () => {
  it('reads a slice of at most a page of symbols at a time, in order, and joins the rows', async () => {
    const read = jest.fn(async (query: Record<string, unknown>) => symbolsOf(query).map((symbol) => ({ symbol })));
    const rows = await readBySymbolSlices(['A', 'B', 'C', 'D', 'E'], read, 2);
    expect(read.mock.calls.map(([query]) => symbolsOf(query))).toEqual([['A', 'B'], ['C', 'D'], ['E']]);
    expect(rows.map((row) => row.symbol)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('slices 2,500 symbols into queries of 1000, 1000 and 500 by default', async () => {
    const read = jest.fn(async (_query: Record<string, unknown>) => []);
    await readBySymbolSlices(Array.from({ length: 2500 }, (_, index) => `T${index}`), read);
    expect(read.mock.calls.map(([query]) => symbolsOf(query).length)).toEqual([1000, 1000, 500]);
  });

  it('starts a slice only after the one before has answered', async () => {
    let release = () => {};
    const read = jest.fn((query: Record<string, unknown>) => (symbolsOf(query)[0] === 'A' ? new Promise<never[]>((resolve) => (release = () => resolve([]))) : Promise.resolve([])));
    const done = readBySymbolSlices(['A', 'B'], read, 1);
    await Promise.resolve();
    expect(read).toHaveBeenCalledTimes(1);
    release();
    await done;
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads nothing for no symbols', async () => {
    const read = jest.fn(async () => []);
    await expect(readBySymbolSlices([], read)).resolves.toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });
});
