/**
 * The one theme of the site: brand primary, neutral slate. The two objects are created once, so
 * the shell and every parcel render with the same theme instances.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from './color-mode';

const BRAND = { main: '#7c3aed', light: '#a78bfa', dark: '#5b21b6', contrastText: '#ffffff' };
/** On the dark slate the brand's lighter violet, with dark text on it: #7c3aed text there was only 3.3:1. */
const BRAND_ON_DARK = { main: '#a78bfa', light: '#c4b5fd', dark: '#7c3aed', contrastText: '#0f172a' };

const SLATE = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#020617',
};

/** Below the modal manager's base of 1000. */
const STICKY_HEADER_Z_INDEX = 900;

function buildTheme(mode: ColorMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark ? BRAND_ON_DARK : BRAND,
      grey: SLATE,
      background: { default: dark ? SLATE[950] : SLATE[50], paper: dark ? SLATE[900] : '#ffffff' },
      text: { primary: dark ? SLATE[100] : SLATE[900], secondary: dark ? SLATE[400] : SLATE[600] },
      divider: dark ? SLATE[800] : SLATE[200],
    },
    shape: { borderRadius: 8 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    // The shell's modal manager stacks dialogs from z-index 1000 (spec §9); the sticky header and
    // the toasts must stay under them so a dialog's buttons are never covered.
    zIndex: { appBar: STICKY_HEADER_Z_INDEX },
  });
}

const themes: Partial<Record<ColorMode, Theme>> = {};

export function themeFor(mode: ColorMode): Theme {
  themes[mode] ??= buildTheme(mode);
  return themes[mode];
}
