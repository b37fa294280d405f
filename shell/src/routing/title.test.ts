import { buildTitle } from './title';

describe('buildTitle', () => {
  it('appends the product name to the page title', () => {
    expect(buildTitle('Open Orders', 'Tribaldex')).toBe('Open Orders - Tribaldex');
  });

  it('fills route parameters into the title', () => {
    expect(buildTitle('{token} Market', 'Tribaldex', { token: 'BEE' })).toBe('BEE Market - Tribaldex');
    expect(buildTitle('{nft} {item}', 'Tribaldex', { nft: 'STAR', item: 'Rare' })).toBe('STAR Rare - Tribaldex');
  });

  it('keeps hostile parameters as plain text', () => {
    expect(buildTitle('{item}', 'X', { item: '<script>' })).toBe('<script> - X');
  });
});
