import type { SnackbarKey } from 'notistack';
import { TOAST_DEFAULTS } from './toast-options';

/**
 * The toasts on screen, oldest first. Adding one past the limit drops the oldest, persistent or not
 * (notistack alone would keep persistent ones and hold the new toast back). A store React can
 * follow: `snapshot` is a new array after each change.
 */
export class VisibleToasts {
  private keys: readonly SnackbarKey[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly max: number = TOAST_DEFAULTS.maxVisible) {}

  readonly snapshot = (): readonly SnackbarKey[] => this.keys;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  has(key: SnackbarKey): boolean {
    return this.keys.includes(key);
  }

  /** Adds `key` as the newest; returns the keys to close so that at most `max` stay. */
  add(key: SnackbarKey): SnackbarKey[] {
    if (this.has(key)) return [];
    const all = [...this.keys, key];
    const dropped = all.slice(0, Math.max(0, all.length - this.max));
    this.change(all.slice(dropped.length));
    return dropped;
  }

  remove(key: SnackbarKey): void {
    if (this.has(key)) this.change(this.keys.filter((candidate) => candidate !== key));
  }

  private change(keys: readonly SnackbarKey[]): void {
    this.keys = keys;
    this.listeners.forEach((listener) => listener());
  }
}
