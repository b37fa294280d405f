import BigNumber from 'bignumber.js';

export const half = (value: string) => new BigNumber(value).div(2).toFixed();
