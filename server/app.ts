/**
 * The application factory: a Fastify instance with every plugin and every contract route, not
 * listening (server.ts listens; tests call `app.inject`).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { AppConfig, TrustedProxies } from './config.ts';
import { contractOperations, longestPathParameter } from './lib/contract.ts';
import { JSON_BODY_MAX_BYTES } from './lib/limits.ts';
import { redactUrl, secretParameters } from './lib/log-redaction.ts';
import { authPlugin } from './plugins/auth.ts';
import { blobsPlugin } from './plugins/blobs.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { clientConfigPlugin } from './plugins/client-config.ts';
import { cloudDrivesPlugin } from './providers/drives/cloud/index.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { inFlightPlugin } from './plugins/in-flight.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import { consolePlugin } from './plugins/console.ts';
import { contractRoutesPlugin } from './plugins/contract-routes.ts';
import { dbPlugin } from './plugins/db.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { headsetPlugin } from './plugins/headset.ts';
import { identityPlugin } from './plugins/identity.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { mapPlugin } from './plugins/map.ts';
import { languagePlugin } from './plugins/language.ts';
import { startKnowledgeWorkers } from './lib/knowledge/index.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { publicOriginPlugin } from './plugins/public-origin.ts';
import { developerListPlugin } from './plugins/developer-list.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionSocketsPlugin } from './plugins/session-sockets.ts';
import { signInLimitsPlugin } from './plugins/sign-in-limits.ts';
import { streamingPlugin } from './plugins/streaming.ts';
import { STREAM_TOKEN_PARAMETER } from './providers/streaming/index.ts';
import { validationPlugin } from './plugins/validation.ts';
import { allHandlers } from './routes/index.ts';
import { startVideoJobSweeps } from './routes/content/video-job.ts';
import { startRegenerationWorkers } from './routes/admin/regeneration/run.ts';
import { startBannerWorkers } from './routes/admin/missions/banners.ts';

export interface BuildOptions {
  /** `demo` seeds the demo world into an empty database (default: `demo` in demo mode, else `none`). */
  seed?: 'demo' | 'none';
  /** Replaces the Auth0 tenant's key set (tests). */
  auth0Keys?: JWTVerifyGetKey;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** An in-memory PGlite database starts from this data directory image instead of empty (tests). */
  databaseImage?: Blob;
  /** The clock of sessions and sign-in limits (tests move it instead of waiting). */
  now?: () => Date;
  /**
   * `api` (the default) serves requests and runs the background jobs too unless `JOB_WORKERS=0`; `worker`
   * (`npm run worker`) only runs the background jobs, never listening.
   */
  role?: 'api' | 'worker';
}

/** Log fields that may hold secrets; pino replaces them before a line is written. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.auth0token',
  '*.id_token',
  '*.sessionSecret',
];

/**
 * Fastify's `trustProxy` for TRUST_PROXY: false for 0; for a hop count, a function believing that many entries
 * from the right (Fastify itself ignores a bare number); else the proxies' addresses. Never `true`, which
 * would take the left-most X-Forwarded-For entry, written by the client.
 */
export function trustProxyOption(
  proxies: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof proxies !== 'number') return [...proxies];
  if (proxies === 0) return false;
  return (_address, hop) => hop < proxies;
}

/** Builds the app for `config`: database (migrated), plugins and routes. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const secrets = secretParameters(contractOperations(), [STREAM_TOKEN_PARAMETER]);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: {
        // Fastify's own request fields, with the URL's secrets (the contract's `x-secret` parameters) redacted.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url, secrets, request.routeOptions?.config?.operationId),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(options.logStream && { stream: options.logStream }),
    },
    // Request ids are ours, never taken from the caller, so log lines cannot be forged into another request.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // Every path parameter the contract allows reaches validation (an over-long one is a 400 naming it).
    routerOptions: { maxParamLength: longestPathParameter(contractOperations()) },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Opening PGlite, migrating and seeding the demo world can take longer than Fastify's 10 s default
    // on a busy machine; a start-up that slow is still a good start-up.
    pluginTimeout: 120_000,
  });

  await app.register(errorsPlugin);
  // Before any route, so every route's replies pass through it.
  await app.register(compressionPlugin);
  await app.register(inFlightPlugin);
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    bulkConnections: config.bulkConnections,
    dbDir: config.dbDir,
    image: options.databaseImage,
    seed: options.seed ?? (config.demo ? 'demo' : 'none'),
    blobDir: config.blobDir,
  });
  await app.register(blobsPlugin, { blobDir: config.blobDir, s3: config.s3 });
  await app.register(jobsPlugin);
  await app.register(mapPlugin, { baseUrl: config.mapBaseUrl });
  await app.register(languagePlugin, { config: config.language, images: config.images });
  await app.register(mailPlugin, config.mail ?? { from: 'Multiverse <no-reply@multiverse.local>' });
  await app.register(paymentsPlugin, {
    stripe: config.stripe,
    advertPrice: config.advertPrice,
  });
  await app.register(publicOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(developerListPlugin, { emails: config.developerListEmails });
  await app.register(cloudDrivesPlugin, { drives: config.drives });
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    imageOrigins: Object.values(app.cloudDrives.providers).flatMap((provider) => provider.imageOrigins),
    stripeElements:
      app.payments.cardForm.kind === 'stripe' && app.payments.cardForm.publishableKey !== undefined,
    ...(config.stream?.server && {
      streamOrigin: new URL(config.stream.server.url).origin.replace(/^http/, 'ws'),
    }),
  });
  await app.register(headsetPlugin, { config: config.headset });
  await app.register(websocketPlugin);
  await app.register(sessionSocketsPlugin);
  await app.register(streamingPlugin, { config: config.stream, sessionSecret: config.sessionSecret });
  await app.register(identityPlugin, {
    sessionSecret: config.sessionSecret,
    auth0: config.auth0,
    auth0Keys: options.auth0Keys,
    now: options.now,
  });
  await app.register(clientConfigPlugin, {
    environment: config.environment,
    demo: config.demo,
    auth0: config.auth0,
  });
  await app.register(authPlugin);
  await app.register(realtimePlugin, { ingestKey: config.livemapIngestKey, demo: config.demo });
  await app.register(bodyParsersPlugin);
  await app.register(validationPlugin);
  await app.register(signInLimitsPlugin, {
    limits: config.signInLimits,
    sessionSecret: config.sessionSecret,
    now: options.now,
  });
  await app.register(contractRoutesPlugin, { handlers: allHandlers() });
  await app.register(consolePlugin, { distDir: config.distDir, prerenderedSignIn: !config.auth0 });
  const role = options.role ?? 'api';
  // Video processing a stop cut short starts again once the server is ready, and later when another instance
  // stopped; each job is claimed in the database, so one instance takes it. Its upload's part file is on this
  // instance's disk, so video processing always runs in API instances.
  let stopVideoSweeps = (): void => undefined;
  app.addHook('onClose', async () => stopVideoSweeps());
  app.addHook('onReady', async () => {
    if (role === 'api') stopVideoSweeps = await startVideoJobSweeps(app);
    if (role === 'api' && !config.jobWorkers) return;
    // Building-world regeneration jobs run in every instance that runs jobs; a run cut short while queuing is
    // queued again.
    await startRegenerationWorkers(app);
    // Knowledge Base documents are indexed, and mission banners built, in every instance that runs jobs.
    startKnowledgeWorkers(app);
    startBannerWorkers(app);
  });
  return app;
}
