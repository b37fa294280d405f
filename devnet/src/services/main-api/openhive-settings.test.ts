import { NFT_COLLECTIONS } from '../../seed/nft-collections';
import { openhiveSettings } from './openhive-settings';

describe('openhiveSettings', () => {
  const settings = openhiveSettings('http://localhost:3900');

  it('lists only NFT symbols the seed creates, each with name, site, api and fee', () => {
    const seeded = NFT_COLLECTIONS.map((collection) => collection.symbol);
    expect(settings.supported_nfts.every((symbol) => seeded.includes(symbol))).toBe(true);
    expect(Object.keys(settings.openhive)).toEqual(settings.supported_nfts);
    expect(settings.openhive.CITY).toEqual({ name: 'dCity', site: 'https://dcity.io', api: 'http://localhost:3900/nftinfo', fee: 300 });
  });

  it('names the market and mint accounts and the whitelisting fee', () => {
    expect(settings.market_account).toBe('openhive');
    expect(settings.openhive_mint).toEqual({ account: 'openhive-mint', whitelisting_fee: '10.000', fee_currency: 'BEE' });
  });
});
