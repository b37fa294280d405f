import { VisibleToasts } from './visible-toasts';

describe('VisibleToasts', () => {
  it('keeps five: the sixth drops the oldest', () => {
    const visible = new VisibleToasts();
    expect([1, 2, 3, 4, 5].flatMap((key) => visible.add(key))).toEqual([]);
    expect(visible.add(6)).toEqual([1]);
    expect(visible.has(1)).toBe(false);
    expect(visible.add(7)).toEqual([2]);
  });

  it('frees a place when a toast closes, and ignores a key already shown', () => {
    const visible = new VisibleToasts(2);
    visible.add('a');
    visible.add('b');
    expect(visible.add('b')).toEqual([]);
    visible.remove('a');
    expect(visible.add('c')).toEqual([]);
    expect(visible.add('d')).toEqual(['b']);
  });

  it('tells its listeners of each change, with a new snapshot', () => {
    const visible = new VisibleToasts(2);
    const seen: (readonly unknown[])[] = [];
    const stop = visible.subscribe(() => seen.push(visible.snapshot()));
    visible.add('a');
    visible.add('a');
    visible.add('b');
    visible.add('c');
    visible.remove('x');
    visible.remove('b');
    stop();
    visible.add('d');
    expect(seen).toEqual([['a'], ['a', 'b'], ['b', 'c'], ['c']]);
  });
});
