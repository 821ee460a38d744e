/**
 * Starts the server: reads the configuration, builds the app (migrating the database and, in demo
 * mode, seeding an empty one), listens, and closes cleanly on SIGINT or SIGTERM. With `--worker`
 * (`npm run worker`) it runs only the background jobs on the PostgreSQL of DATABASE_URL, beside API
 * instances started with JOB_WORKERS=0, and never listens.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { lowerProcessPriority } from './lib/background-priority.ts';

/** The configuration, or exit with the variable to fix. */
function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

const WORKER = process.argv.includes('--worker');

async function main(): Promise<void> {
  const config = readConfig();
  if (WORKER && !config.databaseUrl) {
    console.error(
      'Configuration error: npm run worker needs DATABASE_URL (on the embedded database the server runs its jobs itself)',
    );
    process.exit(1);
  }
  // Background work gives way to the API instances and the database it may share a machine with.
  if (WORKER) lowerProcessPriority();
  // A worker never seeds: the demo world is the API instances' to create.
  const app = await buildApp(config, WORKER ? { role: 'worker', seed: 'none' } : {});
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Kept for the whole run: a second signal (a terminal's Ctrl+C reaches the launcher and the server) is ignored.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if (WORKER) {
    await app.ready();
    app.log.info('Multiverse job worker running');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(
    {
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      demo: config.demo,
      identity: app.identity.provider.name,
    },
    `Multiverse console and API listening on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
