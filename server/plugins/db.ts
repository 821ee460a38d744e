/**
 * The database plugin: opens PGlite or PostgreSQL, brings the schema up to date, seeds the demo world
 * when asked and the database is empty, and decorates the instance with the connection and repositories.
 */
import fp from 'fastify-plugin';
import { openDb, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import { seedDemo } from '../seed/demo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  /** PGlite folder, or `memory://`. */
  dbDir: string;
  /** PGlite data directory image the in-memory database starts from (tests). */
  image?: Blob;
  /** `demo` seeds the demo world into an empty database. */
  seed: 'demo' | 'none';
  /** Where the demo world's file blobs are written. */
  blobDir: string;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const db = await openDb({
      databaseUrl: options.databaseUrl,
      dataDir: options.dbDir,
      image: options.image,
    });
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (options.seed === 'demo' && (await seedDemo(db, { blobDir: options.blobDir })))
        app.log.info('demo world seeded');
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('repos', createRepositories(db));
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'db' },
);
