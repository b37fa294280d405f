/** Names and texts several contracts share (reference §3, Appendix A). */

/** The utility token fees are paid and burned in. */
export const UTILITY_TOKEN_SYMBOL = 'BEE';

/** The pegged HIVE token: the market's quote currency, minted by `hivepegged`. */
export const HIVE_PEGGED_SYMBOL = 'SWAP.HIVE';

/** Burn address: tokens transferred to it leave circulation. */
export const BURN_ACCOUNT = 'null';

export const ACTIVE_KEY_REQUIRED = 'you must use a custom_json signed with your active key';
