import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'kysely';
import pino, { type Logger } from 'pino';
import { installPasswordHasher } from '../mocks/db/crypto';
import { SEED_VERSION } from '../mocks/db/seed';
import { installMockStore } from '../mocks/db/store';
import { mockRoutes } from '../mocks/handlers';
import type { ServerConfig } from './config';
import { openDatabase, type OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createApi } from './http/api';
import { createApp } from './http/app';
import { serveBuild } from './http/static-files';
import { startSeasonClock } from './jobs/season-clock';
import { demoMailboxAnswer, setUpMail } from './mail/mail-setup';
import { argon2idHasher } from './security/password-hasher';
import { initialState } from './store/initial-state';
import { createSqlStateStore, type SqlStateStore } from './store/sql-state-store';
import { StoredFiles } from './store/stored-files';

export interface RunningServer {
  url: string;
  store: SqlStateStore;
  database: OpenDatabase;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
}

/**
 * The portal's data as the server and its commands (server/cli) use it: opens the database (PGlite under DATA_DIR,
 * or DATABASE_URL), applies the migrations, and installs the server's store and password hasher under the shared
 * handlers. An empty database is seeded (SEED).
 */
export async function openPortalData(config: ServerConfig, log: Logger) {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
    config.databaseSchema,
  );
  const applied = await migrateToLatest(database.db as never, config.databaseSchema);
  if (applied.length) log.info({ applied }, 'migrations applied');
  installPasswordHasher(argon2idHasher);
  const store = createSqlStateStore({
    db: database.db,
    files: new StoredFiles(join(config.dataDir, 'files')),
    initialState: () => initialState(config.seed),
    seedName: config.seed,
    seedVersion: SEED_VERSION,
  });
  installMockStore(store);
  await store.read();
  return { database, store };
}

/** Starts the portal's server on its data (openPortalData), serving the build and /api on one port. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const { database, store } = await openPortalData(config, log);
  const mail = setUpMail(
    {
      ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
      ...(config.mailFrom ? { mailFrom: config.mailFrom } : {}),
      demo: config.seed !== 'none',
      publicOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    },
    log,
  );

  const siteDir = existsSync(join(config.siteDir, 'index.html')) ? config.siteDir : undefined;
  if (!siteDir) log.warn({ siteDir: config.siteDir }, 'no production build: serving /api only');
  const app = createApp({
    api: createApi({
      routes: mockRoutes,
      store,
      isSecure: (request) =>
        new URL(request.url).protocol === 'https:' ||
        (config.trustProxy && request.headers.get('x-forwarded-proto') === 'https'),
    }),
    ...(siteDir ? { site: serveBuild(siteDir) } : {}),
    ...(mail === 'demo' ? { demoMailbox: demoMailboxAnswer } : {}),
    databaseReachable: async () => {
      await sql`select 1`.execute(database.db);
      return true;
    },
    log,
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
  });

  const stopClock = startSeasonClock(store, config.seasonClockMs, log);
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, () =>
      resolve(started),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, database: database.engine, seed: config.seed }, 'portal server listening');
  return {
    url: `http://localhost:${port}`,
    store,
    database,
    async stop() {
      stopClock();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
