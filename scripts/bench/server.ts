/**
 * `npm run bench:server` — the portal's server under 20 concurrent clients (a measurement, not a test).
 *
 * The campus: the large seed grown to 15,000 students by the TPO's batch import, with a drive of 3,000
 * applicants (scripts/bench/server/campus.ts). The server runs as `npm start` does, in a process of its own, on
 * PGlite (a fresh folder) and on PostgreSQL (a fresh schema on the machine's server; skipped when `pg_isready`
 * fails); autocannon loads it from this process over the loopback, one call at a time for --seconds=N (default 15):
 * the applicants page (filtered and sorted), the report and the list of claims the report screen shows, and sign-in.
 * p50/p95/p99 are of every answer's time. The server's memory is its process's resident set (/proc: the peak
 * sampled under load, and VmHWM, its peak since it started, seeding and import included). Then the applicants page
 * on the mock's handlers and in-memory store (over HTTP, a process of its own) with the same data, measured alike.
 */
import { cpus, loadavg } from 'node:os';
import { MASS_DRIVE_ID } from '../../mocks/db/seed-large';
import { DEMO_PASSWORD } from '../../mocks/db/seed';
import { argon2idHasher } from '../../server/security/password-hasher';
import { print } from '../print';
import { mockCampus, postgresReady, serverCampus, type Campus, type Engine } from './server/campus';
import { loadTest, type LoadCall, type LoadFigures } from './server/load';
import { megabytes, peakResident, sampleResident } from './server/memory';

const CONNECTIONS = 20;
const seconds = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 15);
const MEMORY_TARGET_BYTES = 300 * 1024 * 1024;
/** The TPO's applicants table: one branch, best CGPA first, the table's first page (200 rows, as the screen asks). */
const APPLICANTS_QUERY = 'branch=CSE&sort=cgpa&dir=desc&page=1&pageSize=200';

interface Scenario {
  name: string;
  p95TargetMs?: number;
  call: (campus: Campus) => LoadCall;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'applicants page',
    p95TargetMs: 50,
    call: ({ api, tpoCookie }) => ({
      method: 'GET',
      url: `${api}/drives/${MASS_DRIVE_ID}/applicants?${APPLICANTS_QUERY}`,
      cookie: tpoCookie,
    }),
  },
  {
    name: 'report',
    p95TargetMs: 200,
    call: ({ api, tpoCookie }) => ({ method: 'GET', url: `${api}/college/report`, cookie: tpoCookie }),
  },
  {
    name: 'report: claims list',
    call: ({ api, tpoCookie }) => ({
      method: 'GET',
      url: `${api}/college/report/claims?reportedBy=student&page=1&pageSize=10`,
      cookie: tpoCookie,
    }),
  },
  {
    name: 'sign-in',
    p95TargetMs: 300,
    call: ({ api }) => ({
      method: 'POST',
      url: `${api}/user/login`,
      body: { email: 'tpo@example.com', password: DEMO_PASSWORD, type: 'college' },
    }),
  },
];

const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ms = (value: number) => value.toFixed(1).padStart(7);

/** The middle of `runs` timings of `work` after `warmUps` untimed ones, in ms. */
async function medianMs(runs: number, work: () => Promise<unknown>, warmUps = 0): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < warmUps + runs; run += 1) {
    const started = performance.now();
    await work();
    if (run >= warmUps) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * A call alone, one at a time: ten to warm the server's code up (the report's first answers take 4-5 times
 * longer than its later ones), then the median of seven, the call's cost without contention.
 */
function callAlone({ method, url, cookie, body }: LoadCall): Promise<number> {
  const send = async () => {
    const response = await fetch(url, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    await response.arrayBuffer();
  };
  return medianMs(7, send, 10);
}

interface Row extends LoadFigures {
  engine: Engine;
  scenario: Scenario;
  aloneMs: number;
}

async function measure(campus: Campus, scenarios: Scenario[]): Promise<{ rows: Row[]; rss: number }> {
  print(
    `${campus.engine}: ready in ${(campus.startMs / 1000).toFixed(1)} s (seeding the large campus); import of ` +
      `10,000 students: dry run ${campus.dryRunMs.toFixed(0)} ms, import ${campus.importMs.toFixed(0)} ms; ` +
      `${campus.students.toLocaleString('en')} students, ${campus.applicants.toLocaleString('en')} applicants in ` +
      `${MASS_DRIVE_ID}; load ${loads()}`,
  );
  const sampler = sampleResident(campus.pid);
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    const call = scenario.call(campus);
    const aloneMs = await callAlone(call);
    rows.push({ engine: campus.engine, scenario, aloneMs, ...(await loadTest(call, CONNECTIONS, seconds)) });
  }
  return { rows, rss: sampler.stop() };
}

async function main() {
  print(`bench:server ${new Date().toISOString()} — ${cpus().length} cores, load average ${loads()}`);
  print(
    `${CONNECTIONS} concurrent clients (autocannon, loopback), ${seconds} s per call; each call alone first`,
  );
  print(
    'targets: applicants page p95 ≤ 50 ms, report p95 ≤ 200 ms, sign-in p95 ≤ 300 ms, server memory < 300 MB',
  );
  const stored = await argon2idHasher.hash(DEMO_PASSWORD, '');
  const verifyMs = await medianMs(5, () => argon2idHasher.matches(DEMO_PASSWORD, '', stored));
  print(
    `argon2id (m=19456 KiB, t=2, p=1): one verify ${verifyMs.toFixed(0)} ms in this process (median of 5)\n`,
  );
  const rows: Row[] = [];
  const memory: string[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    if (engine === 'postgres' && !postgresReady()) {
      print('postgres: skipped (pg_isready -h 127.0.0.1 failed)');
      continue;
    }
    const campus = await serverCampus(engine);
    try {
      const measured = await measure(campus, SCENARIOS);
      rows.push(...measured.rows);
      const peak = peakResident(campus.pid);
      memory.push(
        `  ${engine.padEnd(9)} peak under load ${megabytes(measured.rss)}, process peak (VmHWM, seeding and ` +
          `import included) ${megabytes(peak)}  target < 300 MB: ${verdict(peak < MEMORY_TARGET_BYTES)}`,
      );
    } finally {
      await campus.close();
    }
  }
  const mock = await mockCampus();
  try {
    const measured = await measure(mock, SCENARIOS.slice(0, 1));
    rows.push(...measured.rows);
    memory.push(
      `  ${'mock'.padEnd(9)} peak under load ${megabytes(measured.rss)}, process peak ${megabytes(peakResident(mock.pid))}` +
        ' (the same state in memory, no database; for comparison)',
    );
  } finally {
    await mock.close();
  }
  print(
    `\n${'where'.padEnd(9)} ${'call'.padEnd(20)} alone ms  requests   req/s  p50 ms  p95 ms  p99 ms  max ms`,
  );
  for (const row of rows) {
    const target = row.scenario.p95TargetMs;
    print(
      `${row.engine.padEnd(9)} ${row.scenario.name.padEnd(20)} ${ms(row.aloneMs)}  ${String(row.requests).padStart(8)}` +
        ` ${row.perSecond.toFixed(0).padStart(7)} ${ms(row.p50Ms)} ${ms(row.p95Ms)} ${ms(row.p99Ms)} ${ms(row.maxMs)}` +
        `  errors ${row.errors}, non-2xx ${row.non2xx}` +
        (target && row.engine !== 'mock' ? `  p95 ≤ ${target} ms: ${verdict(row.p95Ms <= target)}` : ''),
    );
  }
  print(`\nserver memory (resident set of the server's process):\n${memory.join('\n')}`);
  print(`\nload average at the end: ${loads()}`);
}

await main();
