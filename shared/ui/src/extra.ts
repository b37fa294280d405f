/**
 * `@tdx/ui/extra`: what only the areas (remotes) use. The shell imports it on every parcel route,
 * so it is provided once by the host and remotes never bundle their own MUI internals.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Switch } from '@mui/material/Switch';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { AreaError, AreaNotBuilt, type AreaErrorProps } from './components/area-error';
export { AmountField, type AmountFieldProps } from './components/amount-field';
export { amountProblem, isAmountInput, type AmountProblem } from './components/amount';
export { TokenIcon, type TokenIconProps } from './components/token-icon';
export { RemoteProviders } from './parcel/remote-providers';
export { createRemoteParcel } from './parcel/create-remote-parcel';
export { AreaRouter, type AreaRoute, type AreaRouterProps } from './parcel/area-router';
export * from './format';
export { QUANTITY_MESSAGES, validateQuantity, type QuantityRules } from './validation/quantity';
