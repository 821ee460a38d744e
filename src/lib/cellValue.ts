/**
 * How a document value reads in a table cell: scalars as text, objects and arrays as compact JSON cut to a
 * readable length. Nothing is ever interpreted as markup.
 */
export const CELL_MAX_LENGTH = 120;

/** The text of a value for a table cell (empty for missing values). */
export function cellText(value: unknown, maxLength: number = CELL_MAX_LENGTH): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/**
 * Field names in the locale's alphabetical order, whatever their case, small letters first on a tie ("banner",
 * "email", "Email", "name"), without the locale's collation: its first use loads the browser's collation data
 * (~30 ms of a throttled mobile load), and field names are identifiers.
 */
function byName(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

/** The fields of a collection's field map that are real fields (underscore names hold display labels). */
export function specFields(document: Record<string, string>): string[] {
  return Object.keys(document)
    .filter((field) => !field.startsWith('_'))
    .sort(byName);
}
