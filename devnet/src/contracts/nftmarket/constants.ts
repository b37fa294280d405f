export const NFTMARKET_CONTRACT = 'nftmarket';
/** Ids per sell / buy / changePrice / cancel. */
export const MAX_NUM_UNITS_OPERABLE = 50;
export const MAX_BASIS_POINTS = 10000;
