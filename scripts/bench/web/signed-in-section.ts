import { loadavg } from 'node:os';
import { print } from '../../print';
import { build, DEMO_BUILD, PRODUCTION_BUILD, type BenchBuild } from './builds';
import { PHONE_CPU_SLOWDOWN } from './chromium';
import { mockApi } from './mock-api';
import { serveBuild } from './serve-build';
import { measureSignedInScreens, type ScreenFigures } from './signed-in';

/** Issue 27's targets: time to content (p95) per build and CPU, and no task longer than LONGEST_TASK_MS. */
const RUNS_AND_TARGETS = [
  { build: PRODUCTION_BUILD, cpu: PHONE_CPU_SLOWDOWN, contentMs: 1_500, how: 'mock over HTTP' },
  { build: DEMO_BUILD, cpu: PHONE_CPU_SLOWDOWN, contentMs: 2_500, how: 'mock in the page' },
  { build: DEMO_BUILD, cpu: 1, contentMs: 1_000, how: 'mock in the page' },
] as const;
const LONGEST_TASK_MS = 200;

const pad = (value: string | number, width: number) => String(value).padStart(width);
const mark = (ok: boolean) => (ok ? ' ' : '!');

function row(figures: ScreenFigures, contentTargetMs: number, why: boolean): string[] {
  const { screen, p50Ms, p95Ms, longestTaskMs } = figures;
  return [
    `  ${`${screen.role}: ${screen.name}`.padEnd(30)} p50 ${pad(p50Ms, 5)} ms  ` +
      `p95 ${pad(p95Ms, 5)} ms${mark(p95Ms <= contentTargetMs)}  longest task ${pad(longestTaskMs, 4)} ms` +
      mark(longestTaskMs <= LONGEST_TASK_MS),
    ...(why ? figures.topScripts.map(({ source, ms }) => `      ${pad(ms, 5)} ms  ${source}`) : []),
  ];
}

/**
 * `bench:web --signed-in-only` (and part of the full run): the signed-in screens by deep link, in the production
 * build against the mock over HTTP and in the demo build, each at 4x CPU slowdown, and the demo on a desktop with
 * no slowdown. `why` adds, under each screen, the scripts that took longest in its long animation frames (the
 * mean per load). Returns the number of misses.
 */
export async function signedInSection(options: {
  buildFirst: boolean;
  runs: number;
  why: boolean;
}): Promise<number> {
  const built = new Set<BenchBuild>();
  let misses = 0;
  for (const { build: benchBuild, cpu, contentMs, how } of RUNS_AND_TARGETS) {
    if (options.buildFirst && !built.has(benchBuild)) build(benchBuild);
    built.add(benchBuild);
    const served = await serveBuild(
      benchBuild.dir,
      0,
      benchBuild === PRODUCTION_BUILD ? mockApi() : undefined,
    );
    try {
      print(
        `\nsigned-in screens, ${benchBuild.name} build (${how}), ` +
          `${cpu === 1 ? 'no CPU slowdown' : `CPU ${cpu}x slower`}, deep link (a full load), ${options.runs} runs ` +
          `each, load ${loadavg()[0]!.toFixed(2)}; targets: content p95 <= ${contentMs} ms, ` +
          `no task over ${LONGEST_TASK_MS} ms`,
      );
      for (const figures of await measureSignedInScreens(served.url, options.runs, cpu)) {
        misses += Number(figures.p95Ms > contentMs) + Number(figures.longestTaskMs > LONGEST_TASK_MS);
        row(figures, contentMs, options.why).forEach((line) => print(line));
      }
    } finally {
      await served.close();
    }
  }
  return misses;
}
