import { formatClock, formatDateTime } from '@tdx/ui/format';
import { TickMarkType, type Time } from 'lightweight-charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The candles' times are UTC seconds (`UTCTimestamp`), and the chart shows them in UTC. */
const asDate = (time: Time) => new Date((time as number) * 1000);

/**
 * The chart's time labels, written by hand: the library's own use `toLocaleString`, whose locale
 * data (~20 ms, four times that on a phone) would load inside the chart's first draw.
 */
export function tickMarkLabel(time: Time, type: TickMarkType): string {
  const date = asDate(time);
  switch (type) {
    case TickMarkType.Year:
      return String(date.getUTCFullYear());
    case TickMarkType.Month:
      return MONTHS[date.getUTCMonth()];
    case TickMarkType.DayOfMonth:
      return String(date.getUTCDate());
    case TickMarkType.TimeWithSeconds:
      return formatClock(date, { utc: true, seconds: true });
    default:
      return formatClock(date, { utc: true });
  }
}

/** The crosshair's label: `2026-01-05 15:00 UTC`. */
export function crosshairTimeLabel(time: Time): string {
  return `${formatDateTime(asDate(time), { utc: true })} UTC`;
}
