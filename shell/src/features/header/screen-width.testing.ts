/** A fake `window.matchMedia` answering `(min-width: Npx)` queries for a window `width` pixels wide. */
export function mockScreenWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => current >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

mockScreenWidth.restore = () => {
  delete (window as Partial<Window>).matchMedia;
};
