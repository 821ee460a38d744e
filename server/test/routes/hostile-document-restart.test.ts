/**
 * A hostile document never stops the service: the real server is given a small PDF whose one content stream
 * unpacks to a gigabyte (the Knowledge Base's upload, by the metaverse's owner). Its indexing job ends failed in
 * our words while the server keeps answering; after a restart it is still failed, never read again (its
 * time of failure stays), and the server answers. On PGlite (a fresh data folder), and on the PostgreSQL of
 * DATABASE_URL when the API suite runs there (a fresh database on that server).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type HttpSession, type ServerProcess } from '../../../scripts/server-process.ts';
import { EXTRACT_TEXTS } from '../../lib/knowledge/extract.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { compressedStreamPdf } from '../hostile-files.ts';
import { serverOnOwnData } from '../server-database.ts';

const DOMAIN = 'demo-premium';

const own = serverOnOwnData('hostile_document', 18_386);
let server: ServerProcess | undefined;

const start = () => own.start();

afterAll(() => own.close());

interface IndexedDocument {
  id: string;
  status: string;
  error: string;
  indexed: string;
  updated: string;
}

async function documentOf(url: string, staff: HttpSession, id: string): Promise<IndexedDocument | undefined> {
  const reply = await fetch(`${url}/v2/admin/agents/embeddings`, { headers: staff.headers });
  expect(reply.status).toBe(200);
  const index = (await reply.json()) as { documents: IndexedDocument[] };
  return index.documents.find((d) => d.id === id);
}

/** The server answers a signed-in read. */
async function answers(url: string, session: HttpSession): Promise<void> {
  const reply = await fetch(`${url}/v2/me/context`, { headers: session.headers });
  expect(reply.status).toBe(200);
}

describe('a hostile PDF in the Knowledge Base', () => {
  it(
    'fails its job once, in our words, and the server keeps answering across a restart',
    { timeout: 900_000 },
    async () => {
      server = await start();
      const { url } = server;
      const owner = await signInOverHttp(url, 'owner@demo.test', DEMO_PASSWORD);
      const staff = await signInOverHttp(url, 'superuser@demo.test', DEMO_PASSWORD);
      const uploaded = await fetch(`${url}/v2/domains/${DOMAIN}/content?name=rules.pdf&only=documents`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/pdf', 'x-shapevr-name': 'rules.pdf' },
        body: new Uint8Array(await compressedStreamPdf()),
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { id } = (await uploaded.json()) as { id: string };

      // While the job runs the server answers every read.
      await expect
        .poll(
          async () => {
            await answers(url, owner);
            return (await documentOf(url, staff, id))?.status;
          },
          { timeout: 600_000, interval: 250 },
        )
        .toBe('failed');
      const failed = await documentOf(url, staff, id);
      expect(failed?.error).toBe(EXTRACT_TEXTS.unpacksTooLarge('PDF'));
      // A job that ran again would mark the document queued and failed anew: its time of change would move.
      expect(failed?.updated).not.toBe('');

      await server.kill();
      server = await start();
      const again = await signInOverHttp(server.url, 'superuser@demo.test', DEMO_PASSWORD);
      await answers(server.url, again);
      // Watched past the job queue's maintenance (every 15 s), which would put a job left running back in the
      // queue: the server answers throughout, and the document is never read again.
      for (const until = Date.now() + 20_000; Date.now() < until;) {
        await answers(server.url, again);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(await documentOf(server.url, again, id)).toEqual(failed);
    },
  );
});
