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
});
