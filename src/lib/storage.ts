/** Storage display (owner-console.md §9): GB are bytes over 1073741824; file sizes in MB. */

export const BYTES_PER_GB = 1_073_741_824;

/** "0.25 GB" — two decimals. */
export function formatGigabytes(bytes: number): string {
  return `${(bytes / BYTES_PER_GB).toFixed(2)} GB`;
}

/** The used share of the allowance as a percentage for a progress bar (0–100). */
export function storagePercent(used: number, available: number): number {
  if (available <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / available) * 100));
}
