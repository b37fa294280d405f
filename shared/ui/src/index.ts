/**
 * `@tdx/ui`: what the first paint needs (in the shell's main.js). Dialogs and menus live in
 * `@tdx/ui/overlay`; an area's parcel wiring in `@tdx/ui/parcel`, the formatters in `@tdx/ui/format`
 * (bignumber.js, which the first paint does not need), the rest areas use in `@tdx/ui/extra`
 * (README.md). Apps take MUI components only from
 * these entries: a remote importing `@mui/*` itself bundles a private copy of MUI's internals
 * (docs/FIRST-PAGE-BYTES.md, trap 6). Add a component here before using it.
 */
export { default as Box } from '@mui/material/Box';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { notify } from '@tdx/event-bus';
export {
  colorMode$,
  currentColorMode,
  forceColorMode,
  setColorModePreference,
  useColorMode,
  useColorModePreference,
  type ColorMode,
  type ColorModePreference,
} from './theme/color-mode';
export { themeFor } from './theme/theme';
export { emotionCache } from './theme/emotion-cache';
export { AppProviders } from './theme/app-providers';
export { createTransitionRoot, type TransitionRoot } from './parcel/transition-root';
export { useWhenIdle } from './hooks/use-when-idle';
export { Spinner } from './components/spinner';
export { Placeholder, type PlaceholderProps } from './components/placeholder';
export { DataTable, type DataColumn, type DataTableBoxHeight, type DataTableProps } from './components/data-table';
export { asPlainButton, PlainButton, plainButtonClassName, type PlainButtonStyleProps, type PlainButtonTone } from './components/plain-button';
export { safeHttpUrl } from './url/safe-url';
export {
  INVALID_ACCOUNT_MESSAGE,
  INVALID_USERNAME_MESSAGE,
  isValidHiveAccountName,
  validateLoginUsername,
  validateRecipient,
} from './validation/hive-account';
export { isLowercaseName } from './validation/lowercase-name';
