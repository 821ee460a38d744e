/** What staff read about building-world regeneration (replies, refusals and job errors). */
export const REGENERATION_TEXTS = {
  started: (total: number) => `Regeneration started: ${total} ${total === 1 ? 'plot' : 'plots'} queued.`,
  alreadyRunning: 'A regeneration is already under way. Stop it or wait until it ends.',
  stopping: (cancelled: number) =>
    `Regeneration is stopping: running jobs finish, ${cancelled} queued ${cancelled === 1 ? 'job was' : 'jobs were'} cancelled.`,
  notRunning: 'No regeneration is under way.',
  submitFailed: 'Queuing the jobs failed; the run was ended.',
  plotGone: 'The plot no longer exists.',
  noAddress: 'The plot has no place in the building world (cell coordinates are missing).',
  failedPlots: (failed: number, last: string | null) =>
    `${failed} ${failed === 1 ? 'plot' : 'plots'} failed${last ? `; the last: ${last}` : '.'}`,
} as const;
