import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobRow, BlobsRepository } from '../repositories/blobs-repository.ts';
import { pictureOf, pngOfSize } from '../test/images.ts';
import { startS3StandIn, type S3StandIn } from '../test/stand-ins/s3.ts';
import { diskBackend, moveLocalBlobs, s3Backend, type BlobBackend } from './blob-backend.ts';
import { BlobStore } from './blob-store.ts';
import { HttpError } from './http-error.ts';

/** A decodable PNG of exactly `size` bytes. */
const png = (size: number, fill = 1): Buffer => pngOfSize(size, fill);

/** Streams `bytes` in chunks, like a request body. */
const chunked = (bytes: Buffer, chunkSize = 65_536): Readable =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
    })(),
  );

/** A stand-in for the blob index (the `blobs` table). */
function fakeIndex(): BlobsRepository & { rows: Map<string, BlobRow> } {
  const rows = new Map<string, BlobRow>();
  return {
    rows,
    async record(id, row) {
      if (!rows.has(id)) rows.set(id, row);
    },
    async find(id) {
      return rows.get(id) ?? null;
    },
    async has(id) {
      return rows.has(id);
    },
    async remove(id) {
      rows.delete(id);
    },
  };
}

const failure = async (promise: Promise<unknown>): Promise<HttpError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

/** Where the store under test keeps its bytes: a folder, or a bucket of the local S3 stand-in. */
interface BackendUnderTest {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A backend whose blobs no other test sees; `dir` is the store's folder. */
  make(dir: string): Promise<BlobBackend>;
  /** The ids stored under a two-character prefix. */
  listed(dir: string, prefix: string): Promise<string[]>;
}

const onDisk: BackendUnderTest = {
  name: 'on disk',
  start: async () => {},
  stop: async () => {},
  make: async (dir) => diskBackend(dir),
  listed: async (dir, prefix) => readdirSync(join(dir, prefix)),
};

let s3: S3StandIn | undefined;
let bucketRun = 0;
const onS3: BackendUnderTest & { prefix: string } = {
  name: 'on S3 (the s3rver stand-in)',
  prefix: '',
  async start() {
    s3 = await startS3StandIn('blob-store-tests');
  },
  async stop() {
    await s3?.close();
  },
  async make() {
    // Content-addressed keys are the same in every test: each test gets a bucket of its own.
    bucketRun += 1;
    const bucket = `blob-store-tests-${bucketRun}`;
    const client = new S3Client(s3!.config);
    const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    onS3.prefix = bucket;
    return s3Backend({ ...s3!.config, bucket });
  },
  async listed(_dir, prefix) {
    const client = new S3Client(s3!.config);
    const reply = await client.send(new ListObjectsV2Command({ Bucket: onS3.prefix, Prefix: `${prefix}/` }));
    client.destroy();
    return (reply.Contents ?? []).map((object) => object.Key!.slice(prefix.length + 1));
  },
};

describe.each([onDisk, onS3])('BlobStore $name', (under) => {
  let dir: string;
  let index: ReturnType<typeof fakeIndex>;
  let backend: BlobBackend;
  let store: BlobStore;
  const limit = 5_242_880;

  beforeAll(() => under.start(), 60_000);
  afterAll(() => under.stop());

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blob-store-'));
    index = fakeIndex();
    backend = await under.make(dir);
    store = new BlobStore(index, dir, backend);
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const tmpFiles = (): string[] => readdirSync(join(dir, 'tmp'));
  const stored = async (id: string): Promise<Buffer | null> => {
    const stream = await backend.read(id);
    return stream ? buffer(stream) : null;
  };

  it('stores an image under its sha256 with the sniffed type', async () => {
    const bytes = png(1000);
    const blob = await store.putImage(chunked(bytes, 7), { maxBytes: limit });
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(blob).toEqual({ id: sha, contentType: 'image/png', size: 1000 });
    expect((await stored(sha))?.equals(bytes)).toBe(true);
    expect(index.rows.get(sha)).toEqual({ contentType: 'image/png', size: 1000 });
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps one copy of identical uploads', async () => {
    const first = await store.putImage(chunked(png(500)), { maxBytes: limit });
    const second = await store.putImage(chunked(png(500)), { maxBytes: limit });
    expect(second.id).toBe(first.id);
    expect(await under.listed(dir, first.id.slice(0, 2))).toEqual([first.id]);
    expect(tmpFiles()).toEqual([]);
  });

  it('accepts exactly the limit and refuses one byte more while streaming', async () => {
    await expect(store.putImage(chunked(png(limit)), { maxBytes: limit })).resolves.toMatchObject({
      size: limit,
    });
    const error = await failure(store.putImage(chunked(png(limit + 1)), { maxBytes: limit }));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('The image must be at most 5.0 MB.');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const source = chunked(png(100));
    const error = await failure(store.putImage(source, { maxBytes: 50, declaredLength: 100 }));
    expect(error.statusCode).toBe(413);
    expect(source.readableFlowing).toBeNull();
  });

  it('refuses bytes that are not an image, whatever they are called', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const error = await failure(store.putImage(chunked(html, 4), { maxBytes: limit }));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('The file is not a supported image (PNG, JPEG, GIF or WebP)');
    expect(tmpFiles()).toEqual([]);
    expect(index.rows.size).toBe(0);
  });

  it('stores every accepted format once it decodes', async () => {
    for (const [format, type] of [
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const blob = await store.putImage(chunked(await pictureOf(format)), { maxBytes: limit });
      expect(blob.contentType).toBe(type);
    }
  });

  it('refuses with 400 a file that starts like a picture but does not decode, and keeps nothing', async () => {
    const signatureOnly = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const truncated = (await pictureOf('jpeg')).subarray(0, 120);
    const paddedHeader = Buffer.concat([signatureOnly, Buffer.from([0, 0, 0, 13]), Buffer.alloc(500, 7)]);
    for (const bytes of [signatureOnly, truncated, paddedHeader]) {
      const error = await failure(store.putImage(chunked(bytes), { maxBytes: limit }));
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe('This file is not a picture we can read.');
    }
    expect(tmpFiles()).toEqual([]);
    expect(index.rows.size).toBe(0);
  });

  it('refuses a file too short to be an image', async () => {
    expect(
      (await failure(store.putImage(chunked(Buffer.from([0xff, 0xd8])), { maxBytes: limit }))).statusCode,
    ).toBe(415);
    expect((await failure(store.putImage(chunked(Buffer.alloc(0)), { maxBytes: limit }))).statusCode).toBe(
      415,
    );
  });

  it('stops reading a refused upload and leaves the source to drain', async () => {
    const source = chunked(
      Buffer.concat([Buffer.from('not an image at all'), Buffer.alloc(1_000_000)]),
      1024,
    );
    let ended = false;
    source.on('end', () => {
      ended = true;
    });
    await failure(store.putImage(source, { maxBytes: limit }));
    if (!source.destroyed) await new Promise((resolve) => source.once('close', resolve));
    // Drained to its end, not destroyed halfway (which would reset a real connection before the reply).
    expect(ended).toBe(true);
  });

  it('opens a stored blob with its type, and nothing for unknown or malformed ids', async () => {
    const gif = await pictureOf('gif');
    const { id } = await store.putImage(chunked(gif), { maxBytes: limit });
    const opened = await store.open(id);
    expect(opened?.contentType).toBe('image/gif');
    expect(opened?.size).toBe(gif.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(gif)).toBe(true);
    expect(await store.open('0'.repeat(64))).toBeNull();
    expect(await store.open('../../etc/passwd')).toBeNull();
  });

  it('adopts a finished upload, removes it again, and opens nothing once removed', async () => {
    const bytes = Buffer.from('a finished upload of some document');
    const id = createHash('sha256').update(bytes).digest('hex');
    mkdirSync(store.tmpDir(), { recursive: true });
    const file = join(store.tmpDir(), 'upload');
    writeFileSync(file, bytes);
    expect(await store.adoptFile(file, id, 'text/plain', bytes.length)).toEqual({
      id,
      contentType: 'text/plain',
      size: bytes.length,
    });
    expect(tmpFiles()).toEqual([]);
    expect(await store.has(id)).toBe(true);
    expect(await buffer((await store.open(id))!.stream)).toEqual(bytes);
    await store.remove(id);
    expect(await store.has(id)).toBe(false);
    expect(await backend.exists(id)).toBe(false);
    expect(await store.open(id)).toBeNull();
  });

  it('moves blobs found in the local folder into the store, with their recorded type', async () => {
    const bytes = png(300);
    const id = createHash('sha256').update(bytes).digest('hex');
    index.rows.set(id, { contentType: 'image/png', size: bytes.length });
    mkdirSync(join(dir, 'local', id.slice(0, 2)), { recursive: true });
    writeFileSync(join(dir, 'local', id.slice(0, 2), id), bytes);
    const moved = await moveLocalBlobs(
      join(dir, 'local'),
      backend,
      (blob) => store.typeOf(blob),
      (blob) => BlobStore.isBlobId(blob),
    );
    expect(moved).toBe(1);
    expect(readdirSync(join(dir, 'local', id.slice(0, 2)))).toEqual([]);
    expect((await stored(id))?.equals(bytes)).toBe(true);
  });
});
