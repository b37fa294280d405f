/** Every token trades against SWAP.HIVE; prices and locked amounts are in it, with this precision. */
export const HIVE_PEGGED_PRECISION = 8;
/** Smallest SWAP.HIVE amount: an order worth less than this cannot be filled. */
export const MIN_HIVE_AMOUNT = '0.00000001';

export const MAX_OPEN_ORDERS = 200;
export const ORDER_FETCH_LIMIT = 25;
/** Default and maximum order lifetime, in seconds (30 days). */
export const MAX_EXPIRATION_SECONDS = 2_592_000;

/** Trading by these accounts is silently ignored. */
export const BLACKLISTED_TRADERS: ReadonlySet<string> = new Set([
  'sunsetjesus',
  'waitingforlove',
  'thenights',
  'thedays',
  'temp',
  'shaggroed',
  'shaggythesecond',
]);
