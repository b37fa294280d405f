/**
 * `@tdx/ui/base`: what a first paint needs, without MUI or emotion (their code and run-time
 * styling would sit on every first page's path): the static components, the colour mode,
 * scheduling hooks and the validators. The shell's main.js takes only this entry, and so does an
 * area's first mount that is styled by static stylesheets; MUI and its theme load with the first
 * part that uses them (`lazyThemed`). `@tdx/ui` re-exports all of it.
 */
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
export { lazyThemed } from './theme/lazy-themed';
export { createTransitionRoot, type TransitionRoot } from './parcel/transition-root';
export { useWhenIdle, type Schedule } from './hooks/use-when-idle';
export { ChainText } from './components/chain-text';
export { Spinner } from './components/spinner';
export { Placeholder, type PlaceholderProps } from './components/placeholder';
export { DataTable, type DataColumn, type DataTableBoxHeight, type DataTableProps, type DataTableSort } from './components/data-table';
export { asPlainButton, PlainButton, plainButtonClassName, type PlainButtonStyleProps, type PlainButtonTone } from './components/plain-button';
export { safeHttpUrl } from './url/safe-url';
export { ACCOUNT_NAME_RULES, hiveAccountNameProblem, INVALID_USERNAME_MESSAGE, validateLoginUsername } from './validation/hive-account';
export { isLowercaseName } from './validation/lowercase-name';
