/**
 * Colour mode shared by the shell and every parcel: the user's preference (system, light, dark,
 * remembered in localStorage), the device's dark preference, and an optional page-forced mode.
 * One observable of the resolved mode; each React root follows it through `useColorMode()`.
 */
import { useSyncExternalStore } from 'react';
import { BehaviorSubject, type Observable } from 'rxjs';

export type ColorModePreference = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveColorMode(
  preference: ColorModePreference,
  systemPrefersDark: boolean,
  forced: ColorMode | null,
): ColorMode {
  if (forced) return forced;
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function isPreference(value: unknown): value is ColorModePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

function readStoredPreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

const preference$ = new BehaviorSubject<ColorModePreference>(readStoredPreference());
const systemDark$ = new BehaviorSubject<boolean>(systemQuery()?.matches ?? false);
const forced$ = new BehaviorSubject<ColorMode | null>(null);

function resolvedMode(): ColorMode {
  return resolveColorMode(preference$.value, systemDark$.value, forced$.value);
}

// Plain subjects instead of rxjs operators: combineLatest and its helpers cost the first page ~1.5 kB.
const mode$ = new BehaviorSubject<ColorMode>(resolvedMode());

/** Publishes the resolved mode when an input changed it. */
function update(): void {
  const mode = resolvedMode();
  if (mode !== mode$.value) mode$.next(mode);
}

preference$.subscribe(update);
systemDark$.subscribe(update);
forced$.subscribe(update);

systemQuery()?.addEventListener('change', (event) => systemDark$.next(event.matches));
// The static stylesheets take their colours from this attribute (colors.css.ts).
if (typeof document !== 'undefined') mode$.subscribe((mode) => document.documentElement.setAttribute('data-color-mode', mode));

/** The mode every part of the page renders with (the current one on subscription, then each change). */
export const colorMode$: Observable<ColorMode> = mode$.asObservable();

export function currentColorMode(): ColorMode {
  return mode$.value;
}

export function setColorModePreference(preference: ColorModePreference): void {
  try {
    localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
  preference$.next(preference);
}

export function currentColorModePreference(): ColorModePreference {
  return preference$.value;
}

/** A page forces a mode while it is shown; call the returned function when it leaves. */
export function forceColorMode(mode: ColorMode): () => void {
  forced$.next(mode);
  return () => {
    if (forced$.value === mode) forced$.next(null);
  };
}

function subscribeColorMode(onChange: () => void): () => void {
  const subscription = colorMode$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribeColorMode, currentColorMode);
}

function subscribePreference(onChange: () => void): () => void {
  const subscription = preference$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

export function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(subscribePreference, currentColorModePreference);
}
