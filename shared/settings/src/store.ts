import { BehaviorSubject } from 'rxjs';
import { emit } from '@tdx/event-bus';
import type { Settings } from '@tdx/contracts';

/** Site settings from the main API; `null` until the first fetch succeeds. */
export const settings$ = new BehaviorSubject<Settings | null>(null);

/**
 * `true` once the first settings fetch has finished, answered or failed: what waits for the
 * settings (the maintenance gate) waits for this, never for settings that may not come.
 */
export const settingsSettled$ = new BehaviorSubject<boolean>(false);

/** HIVE in USD; `null` until the first fetch succeeds. */
export const hivePrice$ = new BehaviorSubject<number | null>(null);

export const currentSettings = (): Settings | null => settings$.getValue();
export const currentHivePrice = (): number | null => hivePrice$.getValue();

export function setSettings(settings: Settings): void {
  settings$.next(settings);
  emit({ type: 'settings-changed', settings });
}

export function markSettingsSettled(): void {
  if (!settingsSettled$.getValue()) settingsSettled$.next(true);
}

export function setHivePrice(price: number): void {
  hivePrice$.next(price);
}
