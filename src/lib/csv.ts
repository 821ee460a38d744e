/**
 * CSV for the console's downloads (the marketing export, collection exports). The server keeps the one
 * implementation, with its formula-injection guard (cells starting with = + - @, tab or CR get a leading
 * single quote); the console re-exports it so both write identical files.
 */
import { toCsvRow } from '../../common/csv.ts';

export { csvCell, toCsvRow } from '../../common/csv.ts';

/** A whole CSV file: a header row, then one row per record with the header's fields; CRLF line ends. */
export function toCsv(header: readonly string[], records: readonly Record<string, unknown>[]): string {
  const rows = [toCsvRow(header), ...records.map((record) => toCsvRow(header.map((field) => record[field])))];
  return `${rows.join('\r\n')}\r\n`;
}
