export const loaders = {
  'bignumber.js': () => import('bignumber.js'),
  '@tdx/contracts': () => import('@tdx/contracts'),
};
