/**
 * Build Banners (staff-and-agents.md §7): renders each mission config's banner from its icon and its
 * description with sharp (the icon on the left, the text drawn from an SVG overlay) and stores it as a blob.
 * It runs in the background like video processing: `buildMissionBanners` starts a job row and replies, the
 * job records its progress there, and the console follows it in its task bar.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { BlobStore } from '../../../lib/blob-store.ts';
import { tempPath } from '../../../providers/drives/temp-file.ts';
import type { BannerSource } from '../../../repositories/missions-repository.ts';
import { MISSION_TEXTS } from './texts.ts';

/** A banner is this many pixels wide and high; the icon fills its height. */
export const BANNER_WIDTH = 1024;
export const BANNER_HEIGHT = 256;
/** Progress is written after every this many banners (and at the end). */
const PROGRESS_EVERY = 10;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The text drawn on the banner: the description, or the location when there is none, cut to fit. */
export function bannerText(source: Pick<BannerSource, 'description' | 'location'>): string {
  const text = (source.description.trim() || source.location).replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 39)}\u2026` : text;
}

/** The PNG of one banner. */
export async function renderBanner(icon: Buffer, text: string): Promise<Buffer> {
  const iconPng = await sharp(icon, { failOn: 'error' })
    .resize(BANNER_HEIGHT, BANNER_HEIGHT, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH - BANNER_HEIGHT}" height="${BANNER_HEIGHT}">` +
      `<text x="24" y="${BANNER_HEIGHT / 2}" dominant-baseline="middle" font-family="sans-serif" font-size="40" ` +
      `font-weight="bold" fill="#ffffff">${escapeXml(text)}</text></svg>`,
  );
  return sharp({
    create: { width: BANNER_WIDTH, height: BANNER_HEIGHT, channels: 4, background: '#1d2b53' },
  })
    .composite([
      { input: iconPng, left: 0, top: 0 },
      { input: svg, left: BANNER_HEIGHT, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function readBlob(blobs: BlobStore, id: string): Promise<Buffer | null> {
  const blob = await blobs.open(id);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Stores bytes we rendered ourselves (already a valid PNG, so not decoded again). */
export async function storeRendered(blobs: BlobStore, png: Buffer): Promise<string> {
  const file = await tempPath(blobs.tmpDir(), 'banner');
  await writeFile(file, png, { mode: 0o600 });
  const id = createHash('sha256').update(png).digest('hex');
  await blobs.adoptFile(file, id, 'image/png', png.length);
  return id;
}

/** Renders and stores every source's banner, recording progress on the job; returns the banners built. */
export async function buildBanners(
  app: FastifyInstance,
  product: string,
  jobId: string,
  sources: readonly BannerSource[],
): Promise<number> {
  let done = 0;
  for (const source of sources) {
    const icon = await readBlob(app.blobs, source.icon_blob);
    if (icon) {
      const banner = await storeRendered(app.blobs, await renderBanner(icon, bannerText(source)));
      await app.repos.missions.setBanner(product, source.id, banner);
    }
    done += 1;
    if (done % PROGRESS_EVERY === 0 && done < sources.length) {
      await app.repos.missions.bannerJobProgress(jobId, done);
    }
  }
  await app.repos.missions.bannerJobProgress(jobId, done);
  return done;
}

/** Starts the job in the background; a failure ends it as failed with a message in our words. */
export function startBannerJob(
  app: FastifyInstance,
  product: string,
  jobId: string,
  sources: readonly BannerSource[],
): void {
  buildBanners(app, product, jobId, sources)
    .then(() => app.repos.missions.finishBannerJob(jobId, 'complete'))
    .catch(async (error: unknown) => {
      app.log.error({ err: error, job: jobId }, 'building mission banners failed');
      await app.repos.missions
        .finishBannerJob(jobId, 'failed', MISSION_TEXTS.buildFailed)
        .catch(() => undefined);
    });
}
