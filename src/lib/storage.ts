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

const FILE_UNITS = [
  { unit: 'GB', bytes: BYTES_PER_GB },
  { unit: 'MB', bytes: 1_048_576 },
  { unit: 'KB', bytes: 1024 },
] as const;

/** A file's size for people: "512 bytes", "3.4 KB", "12 KB", "1.5 MB" (one decimal below ten units). */
export function formatFileSize(bytes: number): string {
  const fit = FILE_UNITS.find((entry) => bytes >= entry.bytes);
  if (!fit) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const value = bytes / fit.bytes;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${fit.unit}`;
}
