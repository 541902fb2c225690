/**
 * `npx tsx scripts/bench/ab-public.ts <dist A> <dist B> [--runs=5] [--pages=/,/login]` — an A/B of two production
 * builds on the public pages, in one session: each build served as bench:web serves it, each page measured by
 * Lighthouse mobile (lighthouse-run.ts) in alternating runs A, B, A, B… so a change in the machine's load weighs on
 * both alike. Prints, per page and build, the median of each figure, and the load before and after. Build the two
 * dist folders first (an older commit in a worktree of its own); nothing is built here.
 */
import { loadavg } from 'node:os';
import { KB } from '../size/budgets';
import { lighthousePage, type PageFigures } from './web/lighthouse-run';
import { MAIN_PAGES, OTHER_PUBLIC_PAGES } from './web/measured-pages';
import { serveBuild } from './web/serve-build';
import { print } from '../print';

const TARGETS = { score: 95, tbtMs: 100 };

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const [dirA, dirB] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runs = Number(option('runs') ?? 5);
const pages = option('pages')?.split(',') ?? [...MAIN_PAGES, ...OTHER_PUBLIC_PAGES];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Medians {
  score: number;
  tbtMs: number;
  lcpMs: number;
  kb: number;
  tbtRange: string;
}

function mediansOf(results: PageFigures[]): Medians {
  const tbts = results.map(({ tbtMs }) => Math.round(tbtMs));
  return {
    score: median(results.map(({ score }) => score)),
    tbtMs: Math.round(median(tbts)),
    lcpMs: Math.round(median(results.map(({ lcpMs }) => lcpMs))),
    kb: median(results.map(({ scriptBytes }) => scriptBytes)) / KB,
    tbtRange: `${Math.min(...tbts)}-${Math.max(...tbts)}`,
  };
}

const cell = (m: Medians, target: boolean) => {
  const miss = target && (m.score < TARGETS.score || m.tbtMs > TARGETS.tbtMs) ? '!' : ' ';
  return `${String(m.score).padStart(5)} ${`${m.tbtMs} ms`.padStart(7)}${miss} (${m.tbtRange.padStart(9)}) ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ${`${m.kb.toFixed(1)} KB`.padStart(9)}`;
};

async function main() {
  if (!dirA || !dirB) throw new Error('Usage: tsx scripts/bench/ab-public.ts <dist A> <dist B> [--runs=N]');
  const [a, b] = [await serveBuild(dirA), await serveBuild(dirB)];
  const misses: string[] = [];
  try {
    print(`A/B ${new Date().toISOString()}: A = ${dirA}, B = ${dirB}, ${runs} alternating runs per page`);
    print(
      `load (1, 5, 15 min) at the start: ${load()}; Lighthouse mobile (slow 4G, CPU 4x slower, simulated)`,
    );
    print(
      `${'page'.padEnd(26)} build score TBT median (range)    LCP   JS transferred  ('!': B misses a target)`,
    );
    for (const path of pages) {
      const results: Record<'A' | 'B', PageFigures[]> = { A: [], B: [] };
      for (let run = 0; run < runs; run += 1) {
        results.A.push(await lighthousePage(a.url + path));
        results.B.push(await lighthousePage(b.url + path));
      }
      const [medianA, medianB] = [mediansOf(results.A), mediansOf(results.B)];
      if (medianB.score < TARGETS.score || medianB.tbtMs > TARGETS.tbtMs) misses.push(path);
      print(`${path.padEnd(26)} A    ${cell(medianA, false)}`);
      print(`${''.padEnd(26)} B    ${cell(medianB, true)}   load ${load()}`);
    }
    print(`load at the end: ${load()}`);
    print(misses.length ? `B misses a target on: ${misses.join(', ')}` : 'B meets every target.');
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

await main();
