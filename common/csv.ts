/**
 * CSV cells and rows (RFC 4180) with a guard against spreadsheet formula injection: a text cell starting with
 * = + - @, a tab or a carriage return gets a leading single quote, so a spreadsheet shows it instead of
 * running it. Shared by the server's exports and the console's downloads (the marketing export, collection
 * exports), so both write identical files. Pure: no Node or browser API.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell. Numbers and booleans are written as they are (a negative number is a number, not a formula);
 * objects and arrays as JSON; null and undefined as an empty cell; everything else as guarded text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One row of cells joined by commas, without the line end (CSV files end each row with CRLF). */
export function toCsvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** A whole CSV file: a header row, then one row per record with the header's fields; CRLF line ends. */
export function toCsv(header: readonly string[], records: readonly Record<string, unknown>[]): string {
  const rows = [toCsvRow(header), ...records.map((record) => toCsvRow(header.map((field) => record[field])))];
  return `${rows.join('\r\n')}\r\n`;
}
