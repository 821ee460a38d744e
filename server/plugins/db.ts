/**
 * The database plugin: opens PGlite or PostgreSQL, brings the schema up to date, seeds the demo world
 * when asked and the database is empty, and decorates the instance with the connection and repositories.
 * A new PGlite folder is created, migrated and seeded by a short-lived child process first (`db/prepare.ts`);
 * a PGlite folder's collection tables are kept vacuumed (`db/maintenance.ts`), and the large lists' page anchors
 * up to date on every database (`db/list-anchors.ts`).
 */
import fp from 'fastify-plugin';
import { openDb, type Db } from '../db/connection.ts';
import { keepListsAnchored } from '../db/list-anchors.ts';
import { keepTablesVacuumed } from '../db/maintenance.ts';
import { migrate } from '../db/migrate.ts';
import { prepareNewPglite } from '../db/prepare.ts';
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
  /** On PostgreSQL, the connections of the pool for long reads. */
  bulkConnections?: number;
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
    if (!options.databaseUrl && !options.image) {
      const prepared = await prepareNewPglite({
        dataDir: options.dbDir,
        seed: options.seed === 'demo',
        blobDir: options.blobDir,
      });
      if (prepared?.migrations.length) app.log.info({ migrations: prepared.migrations }, 'database migrated');
      if (prepared?.seeded) app.log.info('demo world seeded');
    }
    const db = await openDb({
      databaseUrl: options.databaseUrl,
      bulkConnections: options.bulkConnections,
      dataDir: options.dbDir,
      image: options.image,
    });
    let stopVacuuming: () => Promise<void>;
    let stopAnchoring: () => Promise<void>;
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (options.seed === 'demo' && (await seedDemo(db, { blobDir: options.blobDir })))
        app.log.info('demo world seeded');
      stopVacuuming = await keepTablesVacuumed(
        db,
        options.databaseUrl || options.image ? undefined : options.dbDir,
        (error) => app.log.warn({ err: error }, 'the collection tables could not be vacuumed'),
      );
      stopAnchoring = await keepListsAnchored(db, (error) =>
        app.log.warn({ err: error }, 'the page anchors of the lists could not be built'),
      );
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('repos', createRepositories(db));
    app.addHook('onClose', async () => {
      await stopVacuuming();
      await stopAnchoring();
      await app.requestsDone();
      await db.close();
    });
  },
  { name: 'db', dependencies: ['in-flight'] },
);
