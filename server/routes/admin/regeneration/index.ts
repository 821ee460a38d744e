/** Building-world regeneration (staff-and-agents.md §7 "Building-world regeneration"). */
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap } from '../../types.ts';
import { regenerationStatus, startRegeneration, stopRegeneration } from './run.ts';
import { REGENERATION_TEXTS as T } from './texts.ts';

export const regenerationHandlers = {
  async startPlotRegeneration(request) {
    const { total } = await startRegeneration(request.server, signedInUser(request).id);
    return { success: true, message: T.started(total), progress: { processed: 0, total, percentage: 0 } };
  },

  async stopPlotRegeneration(request) {
    const deletedJobs = await stopRegeneration(request.server, signedInUser(request).id);
    return { success: true, message: T.stopping(deletedJobs), deletedJobs };
  },

  async getPlotRegenerationStatus(request) {
    return regenerationStatus(request.server);
  },
} satisfies HandlerMap;
