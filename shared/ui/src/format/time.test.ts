import { formatClock, formatDateTime, formatRelativeTime } from './time';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const ago = (ms: number) => formatRelativeTime(NOW - ms, NOW);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * S, 'just now'],
    [60 * S, '1 minute ago'],
    [59 * M, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [6 * D, '6 days ago'],
    [7 * D, '1 week ago'],
    [29 * D, '4 weeks ago'],
    [30 * D, '1 month ago'],
    [364 * D, '12 months ago'],
    [365 * D, '1 year ago'],
    [3 * 365 * D, '3 years ago'],
  ])('%d ms ago → %s', (ms, expected) => {
    expect(ago(ms)).toBe(expected);
  });

  it('speaks of the future with "in" and accepts Dates', () => {
    expect(formatRelativeTime(new Date(NOW + 2 * H), new Date(NOW))).toBe('in 2 hours');
    expect(formatRelativeTime(NOW + 30 * S, NOW)).toBe('just now');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatRelativeTime(Number.NaN, NOW)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('prints the date and time in UTC when asked, with zero-padded fields', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 5, 15, 4), { utc: true })).toBe('2026-01-05 15:04');
    expect(formatDateTime(new Date(Date.UTC(2026, 11, 31, 23, 59, 59)), { utc: true })).toBe('2026-12-31 23:59');
  });

  it("prints the reader's local time by default", () => {
    const local = new Date(2026, 6, 9, 8, 7);
    expect(formatDateTime(local)).toBe('2026-07-09 08:07');
  });

  it('builds no Intl formatter', () => {
    const build = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      formatDateTime(Date.UTC(2026, 0, 5, 15, 4));
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDateTime(new Date('nonsense'))).toBe('');
  });
});

describe('formatClock', () => {
  it('prints hours and minutes, seconds when asked, in UTC or local time', () => {
    const date = new Date(Date.UTC(2026, 0, 5, 7, 3, 9));
    expect(formatClock(date, { utc: true })).toBe('07:03');
    expect(formatClock(date, { utc: true, seconds: true })).toBe('07:03:09');
    expect(formatClock(new Date(2026, 0, 5, 23, 59, 1))).toBe('23:59');
  });
});
