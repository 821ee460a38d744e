/**
 * The isolation bench's hostile uploads (isolation.ts): every file of server/test/hostile-files.ts to every place
 * that takes it, each sent with a deadline, and the Knowledge Base documents followed until none is queued.
 */
import {
  billionLaughsDocx,
  compressedStreamPdf,
  docxBomb,
  hugeBotJson,
  hugeImage,
  nestedBotJson,
  nestedPdf,
  xxeDocx,
  zipBomb,
} from '../../server/test/hostile-files.ts';
import type { HttpSession } from '../server-process.ts';
import { BANNER_PRODUCT } from './banners.ts';
import type { Deployment } from './isolation-processes.ts';
import { READ_TIMEOUT_MS } from './isolation-readers.ts';

const UPLOAD_DOMAIN = 'demo-enterprise';
/** A bot of the demo world (its face icon takes pictures). */
const BOT = 'ava_guide';
/** An upload gives up after this. */
const UPLOAD_TIMEOUT_MS = 30_000;

const milliseconds = (since: number) => Math.round(performance.now() - since);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One file sent to one place that takes uploads. */
interface HostileUpload {
  file: string;
  surface: string;
  path: string;
  session: HttpSession;
  contentType: string;
  body: Buffer;
}

export interface UploadRecord {
  file: string;
  surface: string;
  status: string;
  ms: number;
  /** When it was sent (performance.now()). */
  at: number;
  message: string;
  documentId?: string;
}

const KNOWLEDGE_BASE = 'Knowledge Base (uploadContent only=documents)';

export async function hostileUploads(
  owner: HttpSession,
  superuser: HttpSession,
  bannerConfig: string,
): Promise<HostileUpload[]> {
  const [pixelsPastLimit, pixelsAtLimit] = [await hugeImage(16_384, 16_384), await hugeImage(16_383, 16_383)];
  const pictures = [
    { file: 'pixels-16384.png', body: pixelsPastLimit },
    { file: 'pixels-16383.png', body: pixelsAtLimit },
  ];
  const missions = `/v2/admin/childproducts/${BANNER_PRODUCT}/missions`;
  const imagePlaces = [
    { surface: 'profile picture (uploadUserIcon)', path: `/v2/users/${owner.id}/icon`, session: owner },
    {
      surface: 'metaverse icon (uploadDomainIcon)',
      path: `/v2/domains/${UPLOAD_DOMAIN}/icon`,
      session: owner,
    },
    { surface: 'advert billboard (createAdvert)', path: '/v2/adverts?name=Hostile', session: owner },
    {
      surface: 'bot face icon (mvbots faceicon)',
      path: `/v2/mvbots/actor/faceicon/${BOT}`,
      session: superuser,
    },
    {
      surface: 'mission banner (uploadMissionConfigBanner)',
      path: `${missions}/config/${bannerConfig}/banner`,
      session: superuser,
    },
  ];
  const documents = [
    { file: 'xxe.docx', body: xxeDocx() },
    { file: 'billion-laughs.docx', body: billionLaughsDocx() },
    { file: 'nested.pdf', body: nestedPdf(100_000) },
    { file: 'compressed-stream.pdf', body: await compressedStreamPdf() },
    { file: 'bomb.docx', body: await docxBomb() },
  ];
  const zips = [
    { file: 'understated.zip', body: await zipBomb('understated') },
    { file: 'ratio.zip', body: await zipBomb('ratio') },
    { file: 'overlapping.zip', body: await zipBomb('overlapping', { count: 6 }) },
  ];
  const knowledgeBase = (file: string) =>
    `/v2/domains/${UPLOAD_DOMAIN}/content?name=${encodeURIComponent(file)}&only=documents`;
  return [
    ...imagePlaces.flatMap((place) =>
      pictures.map((picture) => ({ ...place, ...picture, contentType: 'image/png' })),
    ),
    ...zips.map((zip) => ({
      ...zip,
      surface: 'mission icons (uploadMissionIcons)',
      path: `${missions}/icons`,
      session: superuser,
      contentType: 'application/zip',
    })),
    {
      file: 'overlapping-2.zip',
      body: await zipBomb('overlapping', { count: 2 }),
      surface: imagePlaces[4].surface,
      path: imagePlaces[4].path,
      session: superuser,
      contentType: 'application/zip',
    },
    ...[
      { file: 'huge-actors.json', body: hugeBotJson() },
      { file: 'nested-actors.json', body: nestedBotJson() },
    ].map((json) => ({
      ...json,
      surface: 'bot actor configs (uploadMvbotActorConfigs)',
      path: '/v2/mvbots/actor/configs',
      session: superuser,
      contentType: 'text/plain',
    })),
    ...documents.map((document) => ({
      ...document,
      surface: KNOWLEDGE_BASE,
      path: knowledgeBase(document.file),
      session: owner,
      contentType: 'application/octet-stream',
    })),
  ];
}

/** Sends the upload, waiting for its reply at most UPLOAD_TIMEOUT_MS and not past `deadline`. */
export async function send(url: string, upload: HostileUpload, deadline: number): Promise<UploadRecord> {
  const started = performance.now();
  const record = { file: upload.file, surface: upload.surface, at: started };
  try {
    const reply = await fetch(`${url}${upload.path}`, {
      method: 'POST',
      headers: {
        ...upload.session.headers,
        'content-type': upload.contentType,
        'x-shapevr-name': upload.file,
      },
      // The same bytes each time, not copied: the uploader spends as little of the machine as it can.
      body: upload.body as Uint8Array<ArrayBuffer>,
      signal: AbortSignal.timeout(
        Math.max(1_000, Math.min(UPLOAD_TIMEOUT_MS, Math.round(deadline - performance.now()))),
      ),
    });
    const text = await reply.text();
    const documentId =
      reply.ok && upload.surface === KNOWLEDGE_BASE ? (JSON.parse(text) as { id: string }).id : undefined;
    return {
      ...record,
      status: String(reply.status),
      ms: milliseconds(started),
      message: reply.ok ? '' : text.slice(0, 140),
      documentId,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ...record,
      status: timedOut ? 'timeout' : 'error',
      ms: milliseconds(started),
      message:
        error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error.message) : '',
    };
  }
}

export interface KnowledgeDocument {
  id: string;
  name: string;
  status: string;
  error: string;
}

/** The Knowledge Base documents of `ids` as the embeddings page shows them, once none is queued or at the deadline. */
export async function awaitDocuments(
  server: Pick<Deployment, 'url' | 'running'>,
  staff: HttpSession,
  ids: ReadonlySet<string>,
  deadline: number,
): Promise<KnowledgeDocument[]> {
  let documents: KnowledgeDocument[] = [];
  while (server.running()) {
    try {
      const reply = await fetch(`${server.url}/v2/admin/agents/embeddings`, {
        headers: staff.headers,
        signal: AbortSignal.timeout(Math.max(1, Math.min(READ_TIMEOUT_MS, deadline - performance.now()))),
      });
      if (reply.ok) {
        const index = (await reply.json()) as { documents: KnowledgeDocument[] };
        documents = index.documents.filter((document) => ids.has(document.id));
        if (documents.every((document) => !['queued', 'not_indexed'].includes(document.status))) break;
      }
    } catch {
      // Not answering in time: asked again until the deadline.
    }
    if (performance.now() >= deadline) break;
    await pause(1_000);
  }
  return documents;
}
