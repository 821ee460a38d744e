/** The topics of the AI agents card (single-target-and-flows.md §5): one per line, trimmed, empty lines dropped. */
export function topicLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
