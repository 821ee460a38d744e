/**
 * The tasks of the work pool, run inside its worker threads (worker.mjs loads this module there; the event
 * loop's side imports only its types). Each task takes plain data (file paths, bytes) and answers plain data.
 * A task refuses its input by throwing an `ExtractError` or an `HttpError`, which reach the caller as the same
 * sentence; anything else thrown is a failure the caller words.
 */
import sharp from 'sharp';
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { HttpError } from '../lib/http-error.ts';
import { chunkText } from '../lib/knowledge/chunk.ts';
import { extractText, ExtractError } from '../lib/knowledge/extract.ts';
import { districtMap, tileSvg, type MapBuilding } from '../lib/map-geometry.ts';
import { MESSAGES } from '../lib/messages.ts';
import { checkPicture, DECODE_OPTIONS } from '../lib/picture.ts';
import { readZipImages, type ZipImage, type ZipImageLimits } from '../lib/zip-images.ts';
import { sniffVideoType } from '../providers/drives/file-inspector.ts';
import { pipeInspected } from '../providers/drives/temp-file.ts';
import { renderBanner } from '../routes/admin/missions/banner-render.ts';

// One libvips thread per operation: the pool's threads are the unit of parallelism.
sharp.concurrency(1);
sharp.cache(false);

/** A picture's format and size once its pixels really decode. */
async function checkImage(input: {
  file: string;
}): Promise<{ format: string; width: number; height: number }> {
  const picture = await checkPicture(input.file);
  if (picture.ok) return picture;
  throw new HttpError(
    400,
    picture.reason === 'tooManyPixels' ? MESSAGES.imageTooManyPixels : MESSAGES.imageUnreadable,
  );
}

/** The picture cropped to `width` × `height` around its centre: PNG stays PNG, anything else becomes JPEG. */
async function cropImage(input: {
  file: string;
  png: boolean;
  width: number;
  height: number;
}): Promise<Buffer> {
  await checkImage(input);
  try {
    const image = sharp(input.file, DECODE_OPTIONS)
      .rotate()
      .resize(input.width, input.height, { fit: 'cover', position: 'centre' });
    return await (input.png ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new HttpError(400, MESSAGES.imageUnreadable);
  }
}

/** Our own SVG (an avatar) as PNG. */
const renderSvg = (input: { svg: string }): Promise<Buffer> => sharp(Buffer.from(input.svg)).png().toBuffer();

/** A map tile of `size` at x, y over the buildings under it; `empty` when it shows none. */
async function renderTile(input: {
  size: number;
  x: number;
  y: number;
  buildings: MapBuilding[];
}): Promise<{ image: Buffer; empty: boolean }> {
  const cells = new Map<string, { cellx: number; celly: number }>();
  for (const b of input.buildings) cells.set(`${b.cellx}:${b.celly}`, { cellx: b.cellx, celly: b.celly });
  const districts = [...cells.values()].map(({ cellx, celly }) => districtMap(cellx, celly, input.buildings));
  const image = await sharp(Buffer.from(tileSvg(input.size, input.x, input.y, districts)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return { image, empty: districts.length === 0 };
}

/** A finished video upload's type (from its bytes), size and sha256. */
async function inspectVideo(input: {
  file: string;
  size: number;
}): Promise<{ type: string | null; size: number; digest: string }> {
  const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  // A file longer than its upload said is not that upload: no type. Any other failure (the file unreadable) is
  // the task's failure, not a verdict on the video. The refusal is only a marker here; nobody reads it.
  const longer = new HttpError(400, 'The file is longer than its upload.');
  const inspector = await pipeInspected(createReadStream(input.file), sink, input.size, () => longer).catch(
    (error: unknown) => {
      if (error === longer) return null;
      throw error;
    },
  );
  if (!inspector) return { type: null, size: -1, digest: '' };
  return { type: sniffVideoType(inspector.head), size: inspector.size, digest: inspector.digest() };
}

/** A Knowledge Base document's passages (its text read under the limits of `extract.ts`, then chunked). */
async function readDocument(input: { mimetype: string; bytes: Uint8Array }): Promise<{ chunks: string[] }> {
  return { chunks: chunkText(await extractText(input.mimetype, input.bytes)) };
}

const readZip = (input: { file: string; limits: ZipImageLimits }): Promise<ZipImage[]> =>
  readZipImages(input.file, input.limits);

const TASKS = {
  readDocument,
  checkImage,
  cropImage,
  readZipImages: readZip,
  renderBanner: (input: { icon: Uint8Array; text: string }) =>
    renderBanner(Buffer.from(input.icon), input.text),
  renderTile,
  renderSvg,
  inspectVideo,
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
/** A value as it arrives through `postMessage`: a Buffer becomes a plain Uint8Array. */
type Cloned<T> = T extends Uint8Array
  ? Uint8Array
  : T extends readonly (infer E)[]
    ? Cloned<E>[]
    : T extends object
      ? { [K in keyof T]: Cloned<T[K]> }
      : T;
export type TaskOutput<N extends TaskName> = Cloned<Awaited<ReturnType<(typeof TASKS)[N]>>>;
/** What crosses back to the event loop: the output, or the task's refusal in our words. */
export type TaskReply<N extends TaskName> =
  { ok: true; value: TaskOutput<N> } | { ok: false; message: string; status?: number };

/** The worker's entry: runs one task. */
export async function runTask<N extends TaskName>(task: {
  name: N;
  input: TaskInput<N>;
}): Promise<TaskReply<N>> {
  const run = TASKS[task.name] as (input: TaskInput<N>) => Promise<TaskOutput<N>>;
  try {
    return { ok: true, value: await run(task.input) };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message, status: error.statusCode };
    if (error instanceof ExtractError) return { ok: false, message: error.message };
    throw error;
  }
}
