import { resolve } from 'node:path';
import { isServerSeed, type ServerSeed } from './store/initial-state';

/** The server's settings, from the environment (docs/deploy.md lists them). Secrets never have defaults here. */
export interface ServerConfig {
  port: number;
  /** The embedded database's folder and the stored files' (resumes, offer letters). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** A schema of its own on that server (several portals, or tests, on one database); the default path otherwise. */
  databaseSchema?: string;
  seed: ServerSeed;
  /** The production build to serve; absent when the folder has no build. */
  siteDir: string;
  /** The portal's address as people open it, e.g. https://placements.example.edu (behind a proxy). */
  publicOrigin?: string;
  /** Trust X-Forwarded-Proto from the reverse proxy (HTTPS ends there). */
  trustProxy: boolean;
  /** Mail through this SMTP server (smtp://user:password@host:587, smtps://…). A secret: never logged. */
  smtpUrl?: string;
  /** The sender of that mail. */
  mailFrom?: string;
  /** How often deadlines and offer expiries are settled without a request (server/jobs/season-clock.ts). */
  seasonClockMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const seed = env.SEED ?? 'demo';
  if (!isServerSeed(seed)) throw new Error(`SEED must be demo, large or none (got '${seed}')`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT is not a port: '${env.PORT}'`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_SCHEMA ? { databaseSchema: checkedSchema(env.DATABASE_SCHEMA) } : {}),
    seed,
    siteDir: resolve(env.SITE_DIR ?? 'dist'),
    ...(env.PUBLIC_URL ? { publicOrigin: new URL(env.PUBLIC_URL).origin } : {}),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    seasonClockMs: Number(env.SEASON_CLOCK_MS ?? 30_000),
  };
}

/** A schema name as PostgreSQL takes it unquoted: it goes into the connection's search_path. */
function checkedSchema(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`DATABASE_SCHEMA is not a plain schema name: '${name}'`);
  return name;
}
