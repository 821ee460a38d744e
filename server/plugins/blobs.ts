/** The blob store plugin: content-addressed uploads on disk, indexed in the database. */
import fp from 'fastify-plugin';
import { BlobStore } from '../lib/blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

export interface BlobsPluginOptions {
  /** Folder holding `<id[0..2]>/<id>` files and the upload `tmp/` folder. */
  blobDir: string;
}

export const blobsPlugin = fp<BlobsPluginOptions>(
  async (app, options) => {
    app.decorate('blobs', new BlobStore(app.db, options.blobDir));
  },
  { name: 'blobs', dependencies: ['db'] },
);
