/**
 * Jobs as their own role: an API instance started with JOB_WORKERS=0 and a separate job worker (`npm run
 * worker`) on ONE PostgreSQL database (a copy of the run's demo template). A Knowledge Base document uploaded
 * through the instance stays queued while no worker runs, and the worker indexes it once started. PostgreSQL only
 * (DATABASE_URL, as the API suite runs there); on embedded PGlite the server runs its jobs itself.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, startWorkerProcess, type WorkerProcess } from '../../../scripts/server-process.ts';
import { SHARED_SESSION_SECRET, startInstances, type Instances } from '../../../scripts/server-instances.ts';
import { copyTemplate, runTemplates } from '../../db/test-database.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';

const PORTS = [18_667];

let instances: Instances | undefined;
let worker: WorkerProcess | undefined;

afterAll(async () => {
  await worker?.stop();
  await instances?.stop();
});

describe.skipIf(!process.env.DATABASE_URL)('a job worker beside an API instance', () => {
  it(
    'indexes the documents the instance queued, which the instance leaves alone',
    { timeout: 600_000 },
    async () => {
      const database = await copyTemplate(runTemplates(), 'demo');
      instances = await startInstances({ ports: PORTS, database, env: { JOB_WORKERS: '0' } });
      const [api] = instances.servers;
      const owner = await signInOverHttp(api.url, 'owner@demo.test', DEMO_PASSWORD);
      const staff = await signInOverHttp(api.url, 'superuser@demo.test', DEMO_PASSWORD);
      const uploaded = await fetch(
        `${api.url}/v2/domains/demo-premium/content?name=ferry.md&only=documents`,
        {
          method: 'POST',
          headers: { ...owner.headers, 'content-type': 'text/markdown', 'x-shapevr-name': 'ferry.md' },
          body: '# Ferry\n\nThe ferry leaves at seven.\n',
        },
      );
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { id } = (await uploaded.json()) as { id: string };
      const status = async () => {
        const reply = await fetch(`${api.url}/v2/admin/agents/embeddings`, { headers: staff.headers });
        expect(reply.status).toBe(200);
        const index = (await reply.json()) as { documents: { id: string; status: string }[] };
        return index.documents.find((d) => d.id === id)?.status;
      };
      // The instance runs no jobs: a few of its idle polls later the document is still queued.
      for (const until = Date.now() + 5_000; Date.now() < until;) {
        expect(await status()).toBe('queued');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      worker = await startWorkerProcess({
        // Blobs on the instance's disk, shared with the worker (a deployment shares an S3 bucket instead).
        env: {
          DATA_DIR: instances.dataDirs[0],
          DATABASE_URL: database.databaseUrl!,
          SESSION_SECRET: SHARED_SESSION_SECRET,
        },
      });
      await expect.poll(status, { timeout: 300_000, interval: 500 }).toBe('indexed');
    },
  );
});
