/**
 * Where the blob store keeps blob bytes: a folder on this machine's disk (the default) or an S3-compatible
 * bucket (when `S3_*` is configured, so several instances share one store). The store stages every upload in a
 * local temporary file while hashing it; a backend only ever receives a finished file under its final id,
 * so a blob is never visible under an id its bytes do not hash to. The AWS SDK is loaded only for S3.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** The S3-compatible bucket of the blobs. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible store than AWS (its base URL). */
  endpoint?: string;
  /** Address the bucket in the path instead of the host name. */
  forcePathStyle: boolean;
  /** Without them the SDK's usual credentials (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface BlobBackend {
  /** Moves the finished local `file` into the store as blob `id`; an existing blob `id` is kept (same bytes). */
  adopt(file: string, id: string, contentType: string): Promise<void>;
  /** Whether blob `id`'s bytes are stored. */
  exists(id: string): Promise<boolean>;
  /** A stream of blob `id`'s bytes, or null when they are not stored. */
  read(id: string): Promise<Readable | null>;
  remove(id: string): Promise<void>;
}

/** The blob's key: `<id[0..2]>/<id>`, as a file path under the folder or an object key in the bucket. */
const keyOf = (id: string): string => `${id.slice(0, 2)}/${id}`;

/** Blobs as files `<dir>/<id[0..2]>/<id>`. */
export function diskBackend(dir: string): BlobBackend {
  const path = (id: string): string => join(dir, id.slice(0, 2), id);
  const exists = async (id: string): Promise<boolean> =>
    stat(path(id)).then(
      () => true,
      () => false,
    );
  return {
    async adopt(file, id) {
      await mkdir(join(dir, id.slice(0, 2)), { recursive: true });
      // Same bytes, same name: an existing file already holds this content.
      if (await exists(id)) await rm(file, { force: true });
      else await rename(file, path(id));
    },
    exists,
    async read(id) {
      return (await exists(id)) ? createReadStream(path(id)) : null;
    },
    async remove(id) {
      await rm(path(id), { force: true });
    },
  };
}

/** Whether an S3 error says the object is not there. */
function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Blobs as objects `<id[0..2]>/<id>` in an S3-compatible bucket; uploads stream in parts (`Upload`). */
export async function s3Backend(config: S3Config): Promise<BlobBackend> {
  const { S3Client, HeadObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
  });
  const Bucket = config.bucket;
  const exists = async (id: string): Promise<boolean> => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(id) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  };
  return {
    async adopt(file, id, contentType) {
      try {
        if (!(await exists(id))) {
          const body = createReadStream(file);
          try {
            await new Upload({
              client,
              params: { Bucket, Key: keyOf(id), Body: body, ContentType: contentType },
            }).done();
          } finally {
            body.destroy();
          }
        }
      } finally {
        await rm(file, { force: true });
      }
    },
    exists,
    async read(id) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) }));
        return (reply.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
    },
  };
}

/**
 * Moves blobs found in the local folder `dir` (`<id[0..2]>/<id>`, e.g. written before S3 was configured or by
 * the demo seed) into `backend`; returns how many moved. Uploads in progress (`tmp/`) stay.
 */
export async function moveLocalBlobs(
  dir: string,
  backend: BlobBackend,
  typeOf: (id: string) => Promise<string | null>,
  isBlobId: (id: string) => boolean,
): Promise<number> {
  let moved = 0;
  const prefixes = await readdir(dir).catch(() => [] as string[]);
  for (const prefix of prefixes) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    for (const id of await readdir(join(dir, prefix)).catch(() => [] as string[])) {
      if (!isBlobId(id) || id.slice(0, 2) !== prefix) continue;
      await backend.adopt(join(dir, prefix, id), id, (await typeOf(id)) ?? 'application/octet-stream');
      moved += 1;
    }
  }
  return moved;
}
