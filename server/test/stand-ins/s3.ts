/**
 * A local stand-in of S3-compatible object storage (s3rver, in this process on a free loopback port, its objects
 * in a temporary folder) with one bucket, for the blob store's tests and for the instances that share it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../lib/blob-backend.ts';

/** s3rver's fixed credentials (it checks request signatures with them). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3StandIn {
  /** The blob store's configuration for the stand-in's bucket. */
  config: S3Config;
  /** The same as `S3_*` environment variables, for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'multiverse-blobs'): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 's3-stand-in-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    },
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
