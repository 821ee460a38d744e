/** Rules of the building-world regeneration page (staff-and-agents.md §4 and §9). */

/** The status badge's colour: running primary, stopping warning, completed success, submitted info, else danger. */
export type BadgeColour = 'primary' | 'warning' | 'success' | 'info' | 'error';

export function regenerationBadge(status: string): BadgeColour {
  switch (status) {
    case 'running':
      return 'primary';
    case 'stopping':
      return 'warning';
    case 'completed':
      return 'success';
    case 'submitted':
      return 'info';
    default:
      return 'error';
  }
}

/** A duration in hours, minutes and seconds, such as "1h 2m 3s" (hours left out under an hour). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}h ${m}m ${s}s` : m > 0 ? `${m}m ${s}s` : `${s}s`;
}

/** The note under a truncated running-jobs table, or null when every running job is listed. */
export function truncationNote(shown: number, total: number): string | null {
  return shown < total ? `Showing ${shown} of ${total}` : null;
}
