/**
 * `npm run bench:web` — how fast the portal is for a candidate on a mid-range phone (a measurement, not a test).
 *
 * Builds the production app (what real users get) and the demo build (mock backend inside, for information),
 * serves each locally as a host would (gzip, cached hashed assets, API stubbed with signed-out answers), and
 * prints for each page Lighthouse's mobile performance score, LCP, TBT, CLS and JavaScript transferred, then the
 * key-press-to-paint latency of the college form with the CPU slowed 4x, then the initial-JS budgets.
 * Options: --runs=N Lighthouse runs per page, the median score kept (default 5, as Lighthouse advises for
 * variable machines); --skip-build; --production-only.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { KB } from '../size/budgets';
import { measurePageBudgets } from '../size/initial-js';
import { measureKeystrokes, type KeystrokeFigures } from './web/keystroke-latency';
import { medianLighthouse, type PageFigures } from './web/lighthouse-run';
import { serveBuild } from './web/serve-build';
import { print } from '../print';

const PAGES = ['/', '/login', '/collegeform', '/companyform', '/register/student-college'];
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, keystrokeP95Ms: 50 };
const DEMO_DIR = 'dist-demo-bench';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}`));
const runs = Number(option('runs')?.split('=')[1] ?? 5);
// The demo build is measured once per page: its figures are for information only.
const builds = [
  { name: 'production', dir: 'dist', command: 'npx vite build', runs },
  ...(option('production-only')
    ? []
    : [{ name: 'demo', dir: DEMO_DIR, command: `npx vite build --mode demo --outDir ${DEMO_DIR}`, runs: 1 }]),
];

const pad = (text: string | number, width: number) => String(text).padStart(width);
const mark = (ok: boolean) => (ok ? ' ' : '!');

function pageRow(path: string, f: PageFigures): string {
  return [
    path.padEnd(26),
    pad(f.score, 5) + mark(f.score >= TARGETS.score),
    pad(`${(f.lcpMs / 1000).toFixed(2)} s`, 8) + mark(f.lcpMs <= TARGETS.lcpMs),
    pad(`${Math.round(f.tbtMs)} ms`, 7) + mark(f.tbtMs <= TARGETS.tbtMs),
    pad(f.cls.toFixed(3), 6) + mark(f.cls <= TARGETS.cls),
    pad(`${(f.scriptBytes / KB).toFixed(1)} KB`, 9),
  ].join('  ');
}

function keystrokeRow(name: string, k: KeystrokeFigures, target: boolean): string {
  const p95 = `p95 <=${k.p95Ms} ms${target ? mark(k.p95Ms <= TARGETS.keystrokeP95Ms) : ' '}`;
  return (
    `  ${name.padEnd(24)} p50 <=${pad(k.p50Ms, 4)} ms  ${p95}  max ${pad(k.maxMs, 5)} ms  ` +
    `(${k.keystrokes} key presses, ${k.overThreshold} at 16 ms or more)`
  );
}

async function main() {
  print(
    `bench:web ${new Date().toISOString()} — ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}, ` +
      'Lighthouse mobile profile (simulated slow 4G, CPU 4x slower)',
  );
  print(
    `targets: score >= ${TARGETS.score}, LCP <= 2.00 s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, ` +
      `key press p95 <= ${TARGETS.keystrokeP95Ms} ms ('!' marks a miss)`,
  );
  let misses = 0;
  for (const build of builds) {
    if (!option('skip-build')) execSync(build.command, { stdio: 'ignore' });
    const served = await serveBuild(build.dir);
    const benchmarkIndexes: number[] = [];
    try {
      print(
        `\n${build.name} build (${build.runs === 1 ? 'one run' : `median of ${build.runs} runs`} per page)`,
      );
      print(`${'page'.padEnd(26)}  score   LCP       TBT       CLS      JS transferred`);
      for (const path of PAGES) {
        const figures = await medianLighthouse(served.url + path, build.runs);
        benchmarkIndexes.push(figures.benchmarkIndex);
        if (build.name === 'production')
          misses += Number(
            figures.score < TARGETS.score ||
              figures.lcpMs > TARGETS.lcpMs ||
              figures.tbtMs > TARGETS.tbtMs ||
              figures.cls > TARGETS.cls,
          );
        print(pageRow(path, figures));
      }
      print(
        `Lighthouse benchmarkIndex of this machine: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
      );
      const keys = await measureKeystrokes(served.url);
      if (build.name === 'production') misses += Number(keys.form.p95Ms > TARGETS.keystrokeP95Ms);
      if (build.name === 'production') misses += Number(keys.candidateCollege.p95Ms > TARGETS.keystrokeP95Ms);
      print('key press to next paint, CPU 4x slower:');
      print(keystrokeRow('college form', keys.form, true));
      print(keystrokeRow('candidate college field', keys.candidateCollege, true));
      print(keystrokeRow('plain inputs (control)', keys.control, false));
      const calls = [...new Set(served.apiCalls)];
      print(`API calls answered by the stub: ${calls.length ? calls.join(', ') : 'none'}`);
    } finally {
      await served.close();
    }
  }
  print('\ninitial JavaScript, gzip (production build, same figures as npm run check:size)');
  for (const { route, budgetBytes, bytes } of measurePageBudgets('dist')) {
    print(`  ${route.padEnd(26)} ${pad((bytes / KB).toFixed(1), 6)} KB of ${budgetBytes / KB} KB`);
  }
  print(
    misses
      ? `\n${misses} production figure(s) miss their target.`
      : '\nEvery production figure meets its target.',
  );
}

await main();
