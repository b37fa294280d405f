import type { SnackbarKey } from 'notistack';
import { TOAST_DEFAULTS } from './toast-options';

/**
 * The toasts on screen, oldest first. Adding one past the limit drops the oldest, persistent or not
 * (notistack alone would keep persistent ones and hold the new toast back).
 */
export class VisibleToasts {
  private keys: SnackbarKey[] = [];

  constructor(private readonly max: number = TOAST_DEFAULTS.maxVisible) {}

  has(key: SnackbarKey): boolean {
    return this.keys.includes(key);
  }

  /** Adds `key` as the newest; returns the keys to close so that at most `max` stay. */
  add(key: SnackbarKey): SnackbarKey[] {
    if (this.has(key)) return [];
    this.keys.push(key);
    return this.keys.splice(0, Math.max(0, this.keys.length - this.max));
  }

  remove(key: SnackbarKey): void {
    this.keys = this.keys.filter((candidate) => candidate !== key);
  }
}
