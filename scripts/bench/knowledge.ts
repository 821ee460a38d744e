/**
 * The Knowledge Base and the agents' chat: the demo world plus `BENCH_CHUNKS` passages (default 10,000) of
 * 60 words in demo-business's Knowledge Base on PGlite, the words drawn Zipf-like from a vocabulary of 5,000
 * past the stop words (as in real documents: some words are common, most are rare), and questions of three
 * such words. Reports the p95 of full-text retrieval over them (the repository's
 * ranked search, as every chat runs it) and the time to the first streamed piece of a chat reply with the
 * local responder through the real server on loopback (the reply retrieves from the same passages).
 *   npm run bench -- knowledge        (BENCH_CHUNKS=1000 for a shorter run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createKnowledgeRepository } from '../../server/repositories/knowledge-repository.ts';
import { DEMO_AGENT_ID } from '../../server/seed/agents.ts';
import { demoUserId } from '../../server/seed/demo-accounts.ts';
import { domainId } from '../../server/seed/demo-domains.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer, summarize } from './server.ts';

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 10_000);
const PER_DOCUMENT = 100;
const QUERIES = 200;
const CHATS = 20;
const RETRIEVAL_P95_BUDGET_MS = 50;
const FIRST_TOKEN_P95_BUDGET_MS = 300;
const PORT = 18_651;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tor',
  'vi',
  'sa',
  'del',
  'mon',
  'qui',
  'bra',
  'fen',
  'gor',
  'hul',
  'pex',
];
/** A vocabulary of 5,000 made-up words (no stemming collisions between them, like words of real documents). */
const VOCABULARY = Array.from({ length: 5_000 }, (_, n) => {
  const a = SYLLABLES[n % 15];
  const b = SYLLABLES[Math.floor(n / 15) % 15];
  const c = SYLLABLES[Math.floor(n / 225) % 15];
  return `${a}${b}${c}${n >= 3_375 ? 'x' : ''}`;
});
/**
 * Cumulative Zipf weights (word rank r drawn with probability proportional to 1/r), as in natural text, from
 * rank 100 on: the most frequent words of real text are stop words, which the English configuration drops.
 */
const STOP_RANKS = 100;
const CUMULATIVE = (() => {
  let sum = 0;
  return VOCABULARY.map((_, r) => (sum += 1 / (r + 1 + STOP_RANKS)));
})();

/** A deterministic pseudo-random sequence. */
function numbers(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

function word(next: () => number): string {
  const target = next() * CUMULATIVE[CUMULATIVE.length - 1];
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
}

/** A passage of 60 words drawn from the vocabulary. */
function passage(n: number): string {
  const next = numbers(n + 1);
  return `${Array.from({ length: 60 }, () => word(next)).join(' ')}.`;
}

async function seed(dataDir: string): Promise<number[]> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
    const domain = domainId('demo-business');
    const owner = demoUserId('owner@demo.test');
    const repo = createKnowledgeRepository(db);
    for (let d = 0; d * PER_DOCUMENT < CHUNKS; d++) {
      const id = `bench-doc-${d}`;
      await db.query(
        `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader)
         VALUES ($1, $2, 'uploads', $3, 'text/markdown', 1, 'bench', $4)`,
        [id, domain, `bench-${d}.md`, owner],
      );
      await repo.setStatus(id, domain, 'queued');
      const count = Math.min(PER_DOCUMENT, CHUNKS - d * PER_DOCUMENT);
      await repo.replaceChunks(
        id,
        domain,
        Array.from({ length: count }, (_, i) => ({ text: passage(d * PER_DOCUMENT + i) })),
      );
    }
    // Retrieval as a chat runs it: any word of the question, ranked, the best 20.
    const times: number[] = [];
    for (let q = 0; q < QUERIES; q++) {
      const next = numbers(100_000 + q);
      const question = `Where is the ${word(next)} of the ${word(next)} ${word(next)}?`;
      const started = performance.now();
      await repo.searchText(domain, question, 20);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await db.close();
  }
}

export async function benchKnowledge(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-knowledge-'));
  try {
    const retrieval = summarize(await seed(dataDir));
    console.log(
      `  retrieval over ${CHUNKS} passages (PGlite): p50 ${retrieval.p50.toFixed(1)} ms, p95 ${retrieval.p95.toFixed(1)} ms, max ${retrieval.max.toFixed(1)} ms (budget p95 ${RETRIEVAL_P95_BUDGET_MS} ms)`,
    );
    const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
    let firstToken: ReturnType<typeof summarize>;
    try {
      const { headers } = await signInOverHttp(server.url, 'member@demo.test', 'demo-password');
      const times: number[] = [];
      for (let i = 0; i < CHATS; i++) {
        const started = performance.now();
        const reply = await fetch(`${server.url}/v2/agents/chat/stream`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            agent_id: DEMO_AGENT_ID,
            message: `Tell me about the ${word(numbers(200_000 + i))}?`,
          }),
        });
        if (!reply.ok || !reply.body) throw new Error(`${reply.status} ${await reply.text()}`);
        const reader = reply.body.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        let first: number | undefined;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          if (first === undefined && text.includes('event: piece')) first = performance.now() - started;
        }
        if (first === undefined || !text.includes('event: done'))
          throw new Error(`No streamed reply: ${text}`);
        times.push(first);
      }
      firstToken = summarize(times);
    } finally {
      await server.stop();
    }
    console.log(
      `  chat first piece (local responder, over HTTP): p50 ${firstToken.p50.toFixed(0)} ms, p95 ${firstToken.p95.toFixed(0)} ms, max ${firstToken.max.toFixed(0)} ms (budget p95 ${FIRST_TOKEN_P95_BUDGET_MS} ms)`,
    );
    return retrieval.p95 <= RETRIEVAL_P95_BUDGET_MS && firstToken.p95 <= FIRST_TOKEN_P95_BUDGET_MS;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
