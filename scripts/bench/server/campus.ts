/**
 * The campus for bench:server: the large seed (5,000 students, a drive with 3,000 applicants) grown to
 * 15,000 students the way a TPO grows it, through the batch import (dry run, then the import), on the server (a
 * process of its own, PGlite or PostgreSQL) or on the mock (its handlers and in-memory store in a process of its own).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@/lib/api/api-base';
import type { StudentRecord } from '@/lib/season/student-record';
import { generateBatch } from '../../../mocks/db/seed-batch';
import { MASS_DRIVE_ID } from '../../../mocks/db/seed-large';
import { Device } from '../../../server/test/http';
import { spawnServer } from '../../../server/test/server-process';

export type Engine = 'pglite' | 'postgres' | 'mock';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADDED_STUDENTS = 10_000;
const START_TIMEOUT_MS = 300_000;

export interface Campus {
  engine: Engine;
  api: string;
  /** The serving process, whose memory is read. */
  pid: number;
  /** The TPO's session cookie. */
  tpoCookie: string;
  startMs: number;
  dryRunMs: number;
  importMs: number;
  students: number;
  applicants: number;
  close(): Promise<void>;
}

export const postgresReady = (): boolean =>
  spawnSync('pg_isready', ['-h', '127.0.0.1'], { stdio: 'ignore' }).status === 0;

/** Students the college adds to its 2026 batch: the seed's generator, with roll numbers and e-mails of their own. */
function addedStudents(count: number): StudentRecord[] {
  return generateBatch(count, 2026, [], 15_000).map((record) => {
    const rollNumber = record.rollNumber.replace('1RV22', '1RV22X');
    return { ...record, rollNumber, email: `${rollNumber.toLowerCase()}@rvce.example.edu` };
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The TPO signs in and imports the added students as the Batch screen does; the batch and the drive are counted. */
async function growBatch(api: string) {
  const tpo = new Device(api);
  await tpo.signIn('tpo@example.com', 'college');
  const records = addedStudents(ADDED_STUDENTS);
  const importCall = (dryRun: boolean) => () =>
    tpo
      .call(
        'POST',
        '/college/batch/import',
        { records, dryRun },
        dryRun ? {} : { [IDEMPOTENCY_HEADER]: 'bench' },
      )
      .then((response) => json<{ created: number; total: number }>(response, 'The batch import'));
  const dryRun = await timed(importCall(true));
  const imported = await timed(importCall(false));
  if (imported.value.created !== ADDED_STUDENTS)
    throw new Error(`The import created ${imported.value.created} students, not ${ADDED_STUDENTS}`);
  const drive = await json<{ total: number }>(
    await tpo.call('GET', `/drives/${MASS_DRIVE_ID}/applicants?pageSize=1`),
    'The applicants list',
  );
  return {
    tpoCookie: tpo.sessionCookie,
    dryRunMs: dryRun.ms,
    importMs: imported.ms,
    students: imported.value.total,
    applicants: drive.total,
  };
}

/** The server (`npm start`) as a process of its own on a fresh database: a temporary folder, or a new schema. */
export async function serverCampus(engine: 'pglite' | 'postgres'): Promise<Campus> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-server-'));
  const schema = `bench_server_${process.pid}`;
  const onSchema = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (engine === 'postgres') await onSchema(`create schema ${schema}`);
  const removeData = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await onSchema(`drop schema if exists ${schema} cascade`);
  };
  try {
    const started = await timed(() =>
      spawnServer(
        {
          DATA_DIR: dataDir,
          SEED: 'large',
          ...(engine === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
        },
        START_TIMEOUT_MS,
      ),
    );
    const server = started.value;
    const close = async () => {
      await server.kill('SIGTERM');
      await removeData();
    };
    const grown = await growBatch(server.api).catch(async (error: unknown) => {
      await close();
      throw error;
    });
    return { engine, api: server.api, pid: server.child.pid!, startMs: started.ms, ...grown, close };
  } catch (error) {
    await removeData();
    throw error;
  }
}

/** The mock's handlers on its in-memory store, over HTTP in a process of its own (./mock-process.ts). */
export async function mockCampus(): Promise<Campus> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node/raw-imports.mjs', 'scripts/bench/server/mock-process.ts'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then(() => ''),
    new Promise<string>((resolve) => setTimeout(() => resolve(''), START_TIMEOUT_MS).unref()),
  ]);
  lines.close();
  child.stdout!.resume();
  if (!first) {
    await close();
    throw new Error('The mock did not start');
  }
  const { api } = JSON.parse(first) as { api: string };
  const startMs = performance.now() - started;
  const grown = await growBatch(api).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { engine: 'mock', api, pid: child.pid!, startMs, ...grown, close };
}
