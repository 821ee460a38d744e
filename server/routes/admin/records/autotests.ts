/** Autotest runs and their history per build (staff-and-agents.md §2.9). */
import { AUTOTEST_METRICS } from '../../../repositories/records-repository.ts';
import type { HandlerMap } from '../../types.ts';

export const adminRecordsAutotestHandlers = {
  async listAutotests(request) {
    return { documents: await request.server.repos.records.autotests(request.query) };
  },

  async getAutotestHistoricalStats(request) {
    const rows = await request.server.repos.records.autotestHistory(request.query);
    return {
      results: rows.map((row) => {
        const metrics = Object.fromEntries(
          AUTOTEST_METRICS.flatMap((metric) => {
            const value = row[metric];
            return value === null ? [] : [[metric, Math.round(Number(value) * 100) / 100]];
          }),
        );
        return { build: Number(row.build), count: Number(row.count), latest: String(row.latest), ...metrics };
      }),
    };
  },
} satisfies HandlerMap;
