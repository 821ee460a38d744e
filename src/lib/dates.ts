/**
 * The one way the console writes a moment or a day for people: in the user's own locale (the browser's
 * language), a medium date with a short time — "28 Nov 2026, 14:05" in British English, "Nov 28, 2026, 2:05 PM"
 * in American English. A missing or unreadable value is written as '' (a cell left empty), never "Invalid
 * Date". Each formatter is made on first use: the first locale-aware call loads the browser's locale data,
 * which a page without dates should not pay for. `locale` is for tests; the console passes none.
 */
export type Moment = string | number | Date | null | undefined;

const formatters = new Map<string, Intl.DateTimeFormat>();

function written(value: Moment, options: Intl.DateTimeFormatOptions, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** A moment: its date and the time to the minute. */
export const formatDateTime = (value: Moment, locale?: string) =>
  written(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);

/** A day. */
export const formatDate = (value: Moment, locale?: string) => written(value, { dateStyle: 'medium' }, locale);

/** The time of day, to the minute. */
export const formatTimeOfDay = (value: Moment, locale?: string) =>
  written(value, { hour: '2-digit', minute: '2-digit' }, locale);

/** The day of the week, in full. */
export const formatWeekday = (value: Moment, locale?: string) => written(value, { weekday: 'long' }, locale);

/** The day and the month, without the year. */
export const formatDayAndMonth = (value: Moment, locale?: string) =>
  written(value, { day: 'numeric', month: 'long' }, locale);

/** A chart's day tick: the short weekday and the day of the month. */
export const formatChartDay = (value: Moment, locale?: string) =>
  written(value, { weekday: 'short', day: 'numeric' }, locale);

/** A chart's hour: the short weekday and the time of day. */
export const formatChartHour = (value: Moment, locale?: string) =>
  written(value, { weekday: 'short', hour: '2-digit', minute: '2-digit' }, locale);
