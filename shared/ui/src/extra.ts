/**
 * `@tdx/ui/extra`: what only the areas (remotes) use beyond their first paint. The shell's graph
 * imports it, so it is provided once by the host and remotes never bundle their own MUI internals.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Switch } from '@mui/material/Switch';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { AmountField, type AmountFieldProps } from './components/amount-field';
export { TokenIcon, type TokenIconProps } from './components/token-icon';
export { lazyPage } from './components/lazy-page';
// The formatters are their own shared entry (one copy); areas' first paints import them from there.
export * from '@tdx/ui/format';
export { QUANTITY_MESSAGES, validateQuantity, type QuantityRules } from './validation/quantity';
