/**
 * Video processing claims on one database shared by several instances: an upload starts processing once
 * however many requests ask at the same moment, and a job left by a stopped instance is taken over by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createVideoUploadsRepository } from './video-uploads-repository.ts';

describe('video upload claims', () => {
  let test: TestDatabase | undefined;
  let db: Db;
  let domainId: string;
  beforeAll(async () => {
    test = await openTestDatabase('demo');
    db = test.db;
    const { rows } = await db.query<{ id: string }>('SELECT id FROM domains ORDER BY id LIMIT 1');
    domainId = rows[0].id;
  });
  afterAll(() => test?.dispose());

  const upload = async (id: string) => {
    await createVideoUploadsRepository(db).create({
      id,
      domainId,
      userId: 'u-claims',
      name: `${id}.mp4`,
      mimetype: 'video/mp4',
      size: 100,
      fingerprint: id,
    });
  };

  it('starts processing an upload once when several requests start it together', async () => {
    await upload('claim-once');
    const repo = createVideoUploadsRepository(db);
    const started = await Promise.all(
      Array.from({ length: 4 }, () => repo.startProcessing('claim-once', 'local-claim-once', 60)),
    );
    expect(started.filter(Boolean)).toHaveLength(1);
    // A running job's claim holds: nothing is abandoned.
    expect((await repo.claimAbandoned(60)).map((u) => u.id)).not.toContain('claim-once');
  });

  it('hands a job whose claim ran out to exactly one of the instances looking for it', async () => {
    await upload('claim-abandoned');
    const repo = createVideoUploadsRepository(db);
    expect(await repo.startProcessing('claim-abandoned', 'local-claim-abandoned', 60)).toBe(true);
    await db.query(`UPDATE video_uploads SET claimed_until = now() - interval '1 second' WHERE id = $1`, [
      'claim-abandoned',
    ]);
    const claims = await Promise.all([
      repo.claimAbandoned(60),
      repo.claimAbandoned(60),
      repo.claimAbandoned(60),
    ]);
    const takers = claims.filter((rows) => rows.some((u) => u.id === 'claim-abandoned'));
    expect(takers).toHaveLength(1);
    expect(takers[0].find((u) => u.id === 'claim-abandoned')).toMatchObject({
      status: 'processing',
      size: 100,
    });
    expect((await repo.claimAbandoned(60)).map((u) => u.id)).not.toContain('claim-abandoned');
  });

  it('keeps a renewed claim and lets a claim that was not renewed run out', async () => {
    await upload('claim-renewed');
    const repo = createVideoUploadsRepository(db);
    expect(await repo.startProcessing('claim-renewed', 'local-claim-renewed', 0)).toBe(true);
    await repo.renewClaim('claim-renewed', 60);
    expect((await repo.claimAbandoned(60)).map((u) => u.id)).not.toContain('claim-renewed');
    await repo.renewClaim('claim-renewed', -1);
    expect((await repo.claimAbandoned(60)).map((u) => u.id)).toContain('claim-renewed');
  });
});
