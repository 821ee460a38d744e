/**
 * The Build Banners jobs of the mission tools (migration 014, staff-and-agents.md §2.11): a job renders the
 * banner of every mission config with an icon and counts its progress. Part of the missions repository
 * (missions-repository.ts).
 */
import type { Queryable } from '../db/connection.ts';
import type { BannerJobRow, MissionsRepository } from './missions-repository.ts';

interface JobDbRow extends Omit<BannerJobRow, 'error'> {
  error: string | null;
}

const jobOf = ({ error, ...rest }: JobDbRow): BannerJobRow => ({ ...rest, ...(error ? { error } : {}) });

/** A product's Build Banners jobs: started, read, moved on, and ended. */
export function bannerJobs(
  q: Queryable,
): Pick<
  MissionsRepository,
  'startBannerJob' | 'bannerJob' | 'failStaleBannerJob' | 'bannerJobProgress' | 'finishBannerJob'
> {
  return {
    async startBannerJob(product, id, total) {
      const { rows } = await q.query<JobDbRow>(
        `INSERT INTO mission_banner_jobs (id, child_product, total) VALUES ($1, $2, $3)
         RETURNING id, status, done, total, error`,
        [id, product, total],
      );
      return jobOf(rows[0]);
    },
    async bannerJob(product, id) {
      const { rows } = await q.query<JobDbRow>(
        'SELECT id, status, done, total, error FROM mission_banner_jobs WHERE child_product = $1 AND id = $2',
        [product, id],
      );
      return rows[0] ? jobOf(rows[0]) : null;
    },
    async failStaleBannerJob(id, before, error) {
      const { rows } = await q.query(
        `UPDATE mission_banner_jobs SET status = 'failed', error = $3
         WHERE id = $1 AND status = 'running' AND created < $2 RETURNING id`,
        [id, before, error],
      );
      return rows.length > 0;
    },
    async bannerJobProgress(id, done) {
      await q.query('UPDATE mission_banner_jobs SET done = $2 WHERE id = $1', [id, done]);
    },
    async finishBannerJob(id, status, error) {
      await q.query('UPDATE mission_banner_jobs SET status = $2, error = $3 WHERE id = $1', [
        id,
        status,
        error ?? null,
      ]);
    },
  };
}
