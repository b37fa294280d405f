import { airdropAction, assignInstances, batchRecipients, MAX_CUSTOM_JSON_BYTES, nftCount } from './airdrop-plan';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => String(from + index));

describe('assignInstances', () => {
  it('hands the ids out lowest first, in the list order, as many as each line asks', () => {
    expect(assignInstances([{ account: 'bob', count: '2' }, { account: 'carol', count: '1' }], ['4', '9', '12', '20'])).toEqual([
      { to: 'bob', ids: ['4', '9'] },
      { to: 'carol', ids: ['12'] },
    ]);
  });
});

describe('batchRecipients', () => {
  it('keeps a short list in one transaction', () => {
    const recipients = [{ to: 'bob', ids: ['1'] }, { to: 'carol', ids: ['2', '3'] }];
    expect(batchRecipients('CARD', recipients, 10000)).toEqual([recipients]);
  });

  it('splits where the custom_json would pass Hive’s 8,192 bytes, never splitting a recipient, in order', () => {
    const recipients = Array.from({ length: 400 }, (_, index) => ({ to: `recipient${String(index).padStart(7, '0')}`, ids: ids(1000 + index * 2, 2) }));
    const batches = batchRecipients('CARD', recipients, 10000);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(recipients);
    for (const batch of batches) expect(JSON.stringify(airdropAction('CARD', batch)).length).toBeLessThanOrEqual(MAX_CUSTOM_JSON_BYTES);
    // Each transaction but the last is full: the next recipient would not have fitted.
    const [first, second] = batches;
    expect(JSON.stringify(airdropAction('CARD', [...first, second[0]])).length).toBeGreaterThan(MAX_CUSTOM_JSON_BYTES);
  });

  it('keeps each transaction within the contract’s NFTs per airdrop', () => {
    const recipients = [{ to: 'bob', ids: ids(1, 3) }, { to: 'carol', ids: ids(4, 3) }, { to: 'dave', ids: ids(7, 1) }];
    expect(batchRecipients('CARD', recipients, 4).map(nftCount)).toEqual([3, 4]);
  });
});
