import { joinUrl } from './url';

describe('joinUrl', () => {
  it.each([
    ['https://api.test', 'settings', 'https://api.test/settings'],
    ['https://api.test/', '/settings', 'https://api.test/settings'],
    ['http://localhost:3900/sidechain/0//', 'contracts', 'http://localhost:3900/sidechain/0/contracts'],
    ['http://localhost:3900/price', '', 'http://localhost:3900/price'],
  ])('%s + %s → %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});
