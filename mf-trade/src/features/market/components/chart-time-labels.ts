import { formatDateTime } from '@tdx/ui/format';
import { TickMarkType, type Time } from 'lightweight-charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

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
      return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
    default:
      return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
  }
}

/** The crosshair's label: `2026-01-05 15:00 UTC`. */
export function crosshairTimeLabel(time: Time): string {
  return `${formatDateTime(asDate(time), { utc: true })} UTC`;
}
