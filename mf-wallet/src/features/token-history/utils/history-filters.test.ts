import { passedThroughParams } from './history-filters';

describe('passedThroughParams', () => {
  it('hands on the history filters of the page URL and nothing else', () => {
    expect(passedThroughParams('?ops=tokens_transfer,market_buy&timestampStart=1&account=mallory&limit=9')).toEqual({
      ops: 'tokens_transfer,market_buy',
      timestampStart: '1',
    });
    expect(passedThroughParams('')).toEqual({});
  });
});
