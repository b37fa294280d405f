/**
 * `@tdx/ui`: MUI's layout primitives and the theme, with everything of `@tdx/ui/base`. Dialogs
 * and menus live in `@tdx/ui/overlay`; an area's parcel wiring in `@tdx/ui/parcel`, the formatters
 * in `@tdx/ui/format` (bignumber.js), the rest areas use in `@tdx/ui/extra` (README.md). A first
 * paint styled by static stylesheets imports `@tdx/ui/base` instead: this entry brings MUI and
 * emotion. Apps take MUI components only from these entries: a remote importing `@mui/*` itself
 * bundles a private copy of MUI's internals, a second copy on the page. Add a component
 * here before using it.
 */
export * from './base';
export { default as Box } from '@mui/material/Box';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { themeFor } from './theme/theme';
export { emotionCache } from './theme/emotion-cache';
export { ThemeRoot } from './theme/theme-root';
export { RemoteProviders } from './parcel/remote-providers';
