import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { readConfig, type ServerConfig } from '../config';
import { startServer, type RunningServer } from '../main';

/** The databases the server's tests run on: PGlite always, and PostgreSQL when TEST_DATABASE_URL names one. */
export const TEST_ENGINES: ReadonlyArray<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServer extends RunningServer {
  /** The API base, http://localhost:PORT/api. */
  api: string;
  config: ServerConfig;
  /** Stops the server and removes its data (the folder, or the PostgreSQL schema). */
  dispose(): Promise<void>;
}

/** A PostgreSQL schema of the test's own, so tests on one database never see each other's rows. */
export async function createSchema(url: string): Promise<string> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return schema;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

export interface TestServerOptions {
  engine: 'pglite' | 'postgres';
  env?: Record<string, string>;
  /** Reuse a data folder or schema (a restart); a new one otherwise. */
  dataDir?: string;
  schema?: string;
}

/** Starts the real server on a free port with a fresh database (quiet logs). */
export async function startTestServer(options: TestServerOptions): Promise<TestServer & { schema?: string }> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-server-')));
  const url = process.env.TEST_DATABASE_URL;
  const schema = options.engine === 'postgres' ? (options.schema ?? (await createSchema(url!))) : undefined;
  const config = readConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, 'no-build'),
    ...(options.engine === 'postgres' ? { DATABASE_URL: url!, DATABASE_SCHEMA: schema! } : {}),
    ...options.env,
  });
  const running = await startServer(config, {
    log: pino({ level: 'silent' }),
    ...(schema ? { schema } : {}),
  });
  return {
    ...running,
    api: `${running.url}/api`,
    config,
    ...(schema ? { schema } : {}),
    async dispose() {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (schema) await dropSchema(url!, schema);
    },
  };
}

/**
 * The real server of one describe block on `engine`: started before its tests on a database of its own, disposed
 * after them. Read it inside the tests (it starts in beforeAll).
 */
export function serverForSuite(engine: 'pglite' | 'postgres'): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer({ engine });
  }, 60_000);
  afterAll(() => started?.dispose());
  return new Proxy({} as TestServer, {
    get: (_, key) => {
      if (!started) throw new Error("The suite's server starts in beforeAll: read it inside a test");
      return started[key as keyof TestServer];
    },
  });
}
