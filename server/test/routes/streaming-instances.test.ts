/**
 * Streaming across instances: two real servers on ONE PostgreSQL database, a publisher's socket on instance A
 * and a WebRTC viewer whose socket reaches instance B. B forwards the viewer to A, which relays the stream,
 * through PostgreSQL notifications. PostgreSQL only (DATABASE_URL, as the API suite runs there); embedded
 * PGlite serves one process (`providers/streaming/cluster.db.test.ts` covers two hubs on one PGlite).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startViewer, type Viewer } from '../../../scripts/stream-viewer.ts';
import { signInOverHttp } from '../../../scripts/server-process.ts';
import { copyTemplate, runTemplates } from '../../db/test-database.ts';
import { startInstances, type Instances } from '../../../scripts/server-instances.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';

const PORTS = [18_663, 18_664];
/** Plays asked before the test fails (the console's viewer page asks again until the stream plays). */
const PLAY_ATTEMPTS = 3;

let instances: Instances | undefined;

afterAll(() => instances?.stop());

describe.skipIf(!process.env.DATABASE_URL)('streaming on two instances', () => {
  it(
    'plays a stream published on one instance to a viewer on the other, and ends it there when it stops',
    { timeout: 600_000 },
    async () => {
      instances = await startInstances({
        ports: PORTS,
        database: await copyTemplate(runTemplates(), 'demo'),
        env: {
          STREAM_RELAY_ADDRESS: '127.0.0.1',
        },
      });
      const [a, b] = instances.servers;
      const session = await signInOverHttp(a.url, 'superuser@demo.test', DEMO_PASSWORD);
      const reply = await fetch(`${a.url}/v2/stream/camera/publishconfig`, { headers: session.headers });
      expect(reply.status).toBe(200);
      const config = (await reply.json()) as { streamid: string; websocket: string; browserurl: string };
      const streamId = config.streamid;
      const playToken = new URL(config.browserurl).searchParams.get('token')!;

      const publisher = new WebSocket(config.websocket);
      const heard: Record<string, unknown>[] = [];
      publisher.on('message', (data: Buffer) =>
        heard.push(JSON.parse(data.toString()) as Record<string, unknown>),
      );
      await new Promise<void>((resolve, reject) => {
        publisher.once('open', () => resolve());
        publisher.once('error', reject);
      });
      try {
        publisher.send(JSON.stringify({ command: 'publish', streamId, video: true, audio: true }));
        await expect.poll(() => heard.some((m) => m.command === 'start'), { timeout: 30_000 }).toBe(true);

        // The viewer's socket reaches B; its WebRTC connection is made with A's relay. Like the console's
        // viewer page, a refused play is asked again; each refusal is printed with both instances' output.
        let viewer: Viewer | undefined;
        for (let attempt = 1; !viewer; attempt += 1) {
          try {
            viewer = await startViewer(b.url, streamId, playToken);
          } catch (error) {
            const detail = `${(error as Error).message}\n--- A ---\n${a.output()}\n--- B ---\n${b.output()}`;
            if (attempt === PLAY_ATTEMPTS) throw new Error(detail, { cause: error });
            console.warn(`Play attempt ${attempt} refused: ${detail}`);
          }
        }
        try {
          publisher.send(JSON.stringify({ command: 'stop', streamId }));
          await viewer.ended;
          await expect
            .poll(() => heard.some((m) => m.definition === 'publish_finished'), { timeout: 30_000 })
            .toBe(true);
        } finally {
          viewer.close();
        }
      } finally {
        publisher.terminate();
      }
    },
  );
});
