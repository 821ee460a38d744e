/** Build numbers are whole numbers (staff-and-agents.md §5): the text's integer, or null when it is not one. */
export function parseBuildNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number.parseInt(trimmed, 10);
  return value <= 2147483647 ? value : null;
}
