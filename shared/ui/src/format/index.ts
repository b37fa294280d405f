/** Display formatters; quantities go through bignumber.js, never floats. */
export { DEFAULT_DECIMALS, formatNumber, formatPercent, formatTokenAmount, INVALID_NUMBER_TEXT, toFiniteBigNumber } from './number';
export { formatCompactUsd } from './usd';
export { formatClock, formatDateTime, formatRelativeTime } from './time';
