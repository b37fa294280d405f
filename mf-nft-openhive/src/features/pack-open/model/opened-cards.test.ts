import { openedCardsOf } from './opened-cards';

const issue = (id: number, to = 'alice', symbol = 'HEROES') => ({
  contract: 'nft',
  event: 'issue',
  data: { from: 'packmanager', fromType: 'contract', to, toType: 'user', symbol, properties: { edition: 0, foil: 1, type: 7 }, id },
});

describe('openedCardsOf', () => {
  it('reads the cards issued to the account from the logs, in order', () => {
    const logs = JSON.stringify({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'HEROPACK', quantity: '1' } },
        issue(41),
        { contract: 'tokens', event: 'transfer', data: { from: 'packmanager', to: 'null', symbol: 'BEE', quantity: '0.004' } },
        issue(42),
        issue(43, 'bob'),
        issue(44, 'alice', 'OTHER'),
      ],
    });
    expect(openedCardsOf(logs, 'alice', 'HEROES')).toEqual([
      { id: 41, edition: 0, foil: 1, type: 7 },
      { id: 42, edition: 0, foil: 1, type: 7 },
    ]);
  });

  it('finds none in unreadable or empty logs', () => {
    expect(openedCardsOf('not json', 'alice', 'HEROES')).toEqual([]);
    expect(openedCardsOf('{}', 'alice', 'HEROES')).toEqual([]);
  });
});
