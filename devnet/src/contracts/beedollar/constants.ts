/** Names and limits of the `beedollar` contract (reference §16). */

export const BEEDOLLAR_OWNER = 'hive-engine';

/** The token the contract issues: created by the contract itself, so its issuer is `null`. */
export const BEED_SYMBOL = 'BEED';
export const BEED_PRECISION = 4;
/** BEE's precision: the most decimals a quantity to convert may have, and the fee's. */
export const BEE_PRECISION = 8;

/** The pools the BEE price in USD comes from: BEE in HIVE, then HIVE in HBD. */
export const BEE_POOL = 'SWAP.HIVE:BEE';
export const HBD_POOL = 'SWAP.HIVE:SWAP.HBD';

/** The smallest fee charged when the fee percentage is positive. */
export const MIN_FEE = '0.00000001';
/** The smallest BEED issuance the contract accepts. */
export const MIN_ISSUANCE = '0.0001';
