import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { crosshairTimeLabel, tickMarkLabel } from './chart-time-labels';

// The library ships only as an ES module, which Jest cannot resolve: its tick mark kinds, as it numbers them.
jest.mock('lightweight-charts', () => ({ TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 } }), { virtual: true });

const at = (iso: string) => (Date.parse(iso) / 1000) as UTCTimestamp;

describe('chart time labels', () => {
  it('labels each kind of tick mark in UTC', () => {
    const time = at('2026-03-07T05:09:04Z');
    expect(tickMarkLabel(time, TickMarkType.Year)).toBe('2026');
    expect(tickMarkLabel(time, TickMarkType.Month)).toBe('Mar');
    expect(tickMarkLabel(time, TickMarkType.DayOfMonth)).toBe('7');
    expect(tickMarkLabel(time, TickMarkType.Time)).toBe('05:09');
    expect(tickMarkLabel(time, TickMarkType.TimeWithSeconds)).toBe('05:09:04');
  });

  it('labels the crosshair with the date, time and zone', () => {
    expect(crosshairTimeLabel(at('2026-12-31T23:00:00Z'))).toBe('2026-12-31 23:00 UTC');
  });

  it('builds no Intl formatter and asks for no locale string', () => {
    const build = jest.spyOn(Intl, 'DateTimeFormat');
    const localeString = jest.spyOn(Date.prototype, 'toLocaleString');
    try {
      tickMarkLabel(at('2026-01-01T00:00:00Z'), TickMarkType.Month);
      crosshairTimeLabel(at('2026-01-01T00:00:00Z'));
      expect(build).not.toHaveBeenCalled();
      expect(localeString).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
      localeString.mockRestore();
    }
  });
});
