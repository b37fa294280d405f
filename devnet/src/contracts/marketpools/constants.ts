/** Owner of the contract: exempt from the creation fees, the only one allowed to update params. */
export const MARKETPOOLS_OWNER = 'hive-engine';
/** marketpools' own wording ("transaction", not "custom_json"); setRewardPoolActive uses the common one. */
export const POOLS_ACTIVE_KEY_REQUIRED = 'you must use a transaction signed with your active key';
