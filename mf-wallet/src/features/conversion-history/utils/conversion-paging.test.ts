import { conversionFilter, pageWindow } from './conversion-paging';

describe('conversionFilter', () => {
  it('asks the converter for deposits to the user or withdrawals from the user', () => {
    expect(conversionFilter('deposits', 'bob')).toEqual({ to_address: 'bob' });
    expect(conversionFilter('withdrawals', 'bob')).toEqual({ deposit__from_account: 'bob' });
  });
});

describe('pageWindow', () => {
  it('places the first, a middle and the last page', () => {
    expect(pageWindow(0, 10, 25)).toEqual({ first: 1, last: 10, hasPrevious: false, hasNext: true, previousOffset: 0, nextOffset: 10 });
    expect(pageWindow(10, 10, 25)).toMatchObject({ first: 11, last: 20, hasPrevious: true, hasNext: true, previousOffset: 0 });
    expect(pageWindow(20, 5, 25)).toMatchObject({ first: 21, last: 25, hasPrevious: true, hasNext: false, previousOffset: 10 });
  });

  it('handles an empty list', () => {
    expect(pageWindow(0, 0, 0)).toMatchObject({ first: 0, last: 0, hasPrevious: false, hasNext: false });
  });
});
