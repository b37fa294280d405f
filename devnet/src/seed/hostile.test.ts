import { HOSTILE_NFT_SYMBOLS } from './nft-collections';
import { HOSTILE_SAMPLES } from './hostile';
import { HOSTILE_TOKEN_SYMBOLS } from './special-tokens';
import { rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();

describe('hostile chain text in the seed', () => {
  const tokenText = JSON.stringify(rowsOf(seed, 'tokens', 'tokens').filter((row) => HOSTILE_TOKEN_SYMBOLS.includes(row.symbol as string)));
  const nftText = JSON.stringify([
    ...rowsOf(seed, 'nft', 'nfts').filter((row) => HOSTILE_NFT_SYMBOLS.includes(row.symbol as string)),
    ...HOSTILE_NFT_SYMBOLS.flatMap((symbol) => rowsOf(seed, 'nft', `${symbol}instances`)),
  ]);

  it.each(Object.entries(HOSTILE_SAMPLES))('puts the %s sample into token rows', (_name, sample) => {
    // Metadata is a JSON string inside the row, so the sample appears JSON-escaped twice.
    const escaped = JSON.stringify(JSON.stringify(sample)).slice(2, -2);
    expect(tokenText.includes(escaped) || tokenText.includes(JSON.stringify(sample).slice(1, -1))).toBe(true);
  });

  it('puts script tags, javascript: and data: URLs, bidi overrides and long text into NFT rows', () => {
    for (const sample of [HOSTILE_SAMPLES.scriptTag, HOSTILE_SAMPLES.javascriptUrl, HOSTILE_SAMPLES.dataUrl, HOSTILE_SAMPLES.rightToLeftOverride]) {
      expect(nftText).toContain(JSON.stringify(sample).slice(1, -1));
    }
    expect(nftText).toContain(JSON.stringify(JSON.stringify(HOSTILE_SAMPLES.longText)).slice(2, -2));
  });

  it('keeps the long sample at 5,000 characters and the bidi sample with U+202E', () => {
    expect(HOSTILE_SAMPLES.longText).toHaveLength(5000);
    expect(HOSTILE_SAMPLES.rightToLeftOverride).toContain('\u202E');
    expect(HOSTILE_SAMPLES.zeroWidthJoiner).toContain('\u200D');
  });

  it('lists hostile listings on the NFT market too', () => {
    expect(rowsOf(seed, 'nftmarket', 'EVILARTsellBook').length).toBeGreaterThan(0);
  });
});
