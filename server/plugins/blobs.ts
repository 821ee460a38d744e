/**
 * The blob store plugin: content-addressed uploads, indexed in the database, their bytes on this machine's disk
 * or, with `s3` configured, in an S3-compatible bucket every instance shares. On S3, blobs still found in the
 * local folder (stored before S3 was configured, or seeded with the demo world) move into the bucket at start.
 */
import fp from 'fastify-plugin';
import { diskBackend, moveLocalBlobs, s3Backend, type S3Config } from '../lib/blob-backend.ts';
import { BlobStore } from '../lib/blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

export interface BlobsPluginOptions {
  /** Folder holding the upload `tmp/` folder and, without `s3`, the `<id[0..2]>/<id>` files. */
  blobDir: string;
  /** The bucket of the blobs; without it they stay in `blobDir`. */
  s3?: S3Config;
}

export const blobsPlugin = fp<BlobsPluginOptions>(
  async (app, options) => {
    const backend = options.s3 ? await s3Backend(options.s3) : diskBackend(options.blobDir);
    const store = new BlobStore(app.repos.blobs, options.blobDir, backend);
    if (options.s3) {
      const moved = await moveLocalBlobs(
        options.blobDir,
        backend,
        (id) => store.typeOf(id),
        (id) => BlobStore.isBlobId(id),
      );
      if (moved > 0) app.log.info({ moved }, 'moved local blobs into the S3 bucket');
    }
    app.decorate('blobs', store);
  },
  { name: 'blobs', dependencies: ['db'] },
);
