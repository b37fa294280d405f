import BigNumber from 'bignumber.js';

export const double = (value: string) => new BigNumber(value).times(2).toFixed();
