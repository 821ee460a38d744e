/**
 * Chunked video upload through the real server on loopback: a 100 MB file in 5242880-byte chunks, then
 * process (hash, type check, move into the blob store). Reports throughput and the server's peak memory,
 * which must stay far below the file size (the server streams chunks to disk and never holds the file).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const FILE_BYTES = 100 * 1_048_576;
const CHUNK = 5_242_880;
/** Resident memory growth during the upload must stay under half the file. */
const GROWTH_BUDGET_MIB = 50;

/** Current resident memory (VmRSS) of the largest process in the server's process group, in MiB. */
function rssMiB(pgid: number): number {
  let largest = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) largest = Math.max(largest, Number(m[1]) / 1024);
    } catch {
      /* process gone */
    }
  }
  return Math.round(largest);
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function benchUpload(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18_391);
  try {
    const { url } = server;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body: JSON.stringify(body),
      });
    const { headers: session } = await signInOverHttp(url, 'owner@demo.test', DEMO_PASSWORD);
    const base = '/v2/domains/demo-enterprise/content/videoupload';

    const file = Buffer.alloc(FILE_BYTES, 7);
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]).copy(file);
    const pgid = server.pid;
    const baseline = rssMiB(pgid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pgid));
    }, 25);
    const started = performance.now();
    const begun = await json<{ upload: { upload_id: string; upload_uri: string } }>(
      await post(
        `${base}/begin`,
        { name: 'bench.mp4', size: FILE_BYTES, lastModified: Date.now(), mimetype: 'video/mp4' },
        session,
      ),
    );
    for (let start = 0; start < FILE_BYTES; start += CHUNK) {
      const end = Math.min(FILE_BYTES, start + CHUNK);
      await json(
        await fetch(`${url}${base}/uploadchunk/${begun.upload.upload_uri}`, {
          method: 'PUT',
          headers: {
            ...session,
            'content-type': 'application/octet-stream',
            'content-range': `bytes ${start}-${end - 1}/${FILE_BYTES}`,
          },
          body: file.subarray(start, end),
        }),
      );
    }
    const uploaded = performance.now();
    const processed = await json<{ status: string }>(
      await fetch(`${url}${base}/process/${begun.upload.upload_id}`, { method: 'POST', headers: session }),
    );
    const done = performance.now();
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(pgid));
    const mib = FILE_BYTES / 1_048_576;
    console.log(
      `chunks: ${mib} MiB in ${((uploaded - started) / 1000).toFixed(2)} s = ${(mib / ((uploaded - started) / 1000)).toFixed(1)} MiB/s`,
    );
    console.log(
      `process (hash, check, store): ${((done - uploaded) / 1000).toFixed(2)} s; status ${processed.status}`,
    );
    console.log(`end to end: ${(mib / ((done - started) / 1000)).toFixed(1)} MiB/s`);
    console.log(
      `server RSS: ${baseline} MiB before, peak ${peak} MiB during (growth ${peak - baseline} MiB, budget ${GROWTH_BUDGET_MIB})`,
    );
    return processed.status === 'complete' && peak - baseline < GROWTH_BUDGET_MIB;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
