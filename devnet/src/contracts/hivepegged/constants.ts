/** Receives the 0.75 % peg fee (as a pending HIVE payout). */
export const FEE_ACCOUNT = 'hive-engine';

export const FEE_RATE = '0.0075';
export const MIN_FEE = '0.001';
export const MIN_WITHDRAWAL = '0.002';

/** HIVE amounts have 3 decimals. */
export const HIVE_PRECISION = 3;
