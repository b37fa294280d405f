import { oddsOf } from './pack-odds';

describe('oddsOf', () => {
  it('turns cumulative weights into percentages per slot', () => {
    expect(oddsOf([95, 100])).toEqual(['95', '5']);
    expect(oddsOf([700, 900, 980, 1000])).toEqual(['70', '20', '8', '2']);
    expect(oddsOf([1, 2, 3])).toEqual(['33.33', '33.33', '33.33']);
    expect(oddsOf([7])).toEqual(['100']);
  });

  it('has no odds for an empty table', () => {
    expect(oddsOf([])).toEqual([]);
  });
});
