/**
 * The one way the console writes a number for people: thousands separated by commas (1,234,567), as the
 * specification's texts write them. Whole numbers are grouped here rather than by `toLocaleString`: the first
 * locale-aware call in a page loads the browser's locale data, about 10 ms of the first render of every
 * signed-in page (the header's balance). Other numbers keep at most three decimals, as `toLocaleString` does.
 */
let grouping: Intl.NumberFormat | null = null;

export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) {
    grouping ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
    return grouping.format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
