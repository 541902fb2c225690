/**
 * `npm run bench:search` — institution search benchmark (a measurement, not a timed test).
 *
 * Loads the real list (data/), builds the index as the build does, then replays every query of
 * search-queries.tsv keystroke by keystroke — from the form's minimum of 2 characters — and prints index build
 * time, index size, p50/p95/max latency per keystroke and recall@1/@5 of the intended institution on the full
 * query. Each query gets a freshly loaded search (memos empty), as a person typing their first query would.
 * The same is printed for fuse.js with default options over the same entries.
 *
 * The machine is shared: other processes steal the CPU mid-keystroke. So the replay runs --passes times
 * (identical, each load fresh) and a keystroke's latency is its fastest pass; the first pass alone is printed
 * too, with the load average, so a reader can judge. Options:
 *   --passes=N           replays of the tuned search (default 3); the baseline runs once.
 *   --baseline-sample=N  time only every Nth keystroke of the default fuse.js (it is far slower; every final
 *                        query is always run, so its recall is complete); default 10, 1 for all (~10 minutes).
 *   --misses             list the queries whose institution is not in the top 5 (--not-first: not first).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Fuse from 'fuse.js';
import { COLLEGE_SEARCH_LIMIT, COLLEGE_SEARCH_MIN_CHARS } from '../../src/lib/constants';
import { institutionId } from '../../src/lib/institutions/catalog';
import { createDistrictLookup, parseDistrictTable } from '../../src/lib/institutions/district-table';
import { displayNames } from '../../src/lib/institutions/index-format';
import { normalizeText } from '../../src/lib/institutions/normalize';
import { parseInstitutionLine } from '../../src/lib/institutions/parse-list';
import { createInstitutionSearch, type InstitutionSearch } from '../../src/lib/institutions/search-engine';
import { buildInstitutionIndex } from '../institutions/build-index';
import { readInstitutionData } from '../institutions/data-files';
import { print } from '../print';

interface BenchQuery {
  kind: string;
  text: string;
  /** Index of the intended entry. */
  target: number;
}

interface RunResult {
  latencies: number[];
  /** Rank (0-based) of the target in the final query's results, -1 when absent. */
  ranks: number[];
  tops: string[][];
}

const args = process.argv.slice(2);
const numberOption = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const baselineSample = Math.max(1, numberOption('baseline-sample', 10));
const passes = Math.max(1, numberOption('passes', 3));
const showMisses = args.includes('--misses');
const showNotFirst = args.includes('--not-first');

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const data = readInstitutionData();
const coldBuild = timed(() => buildInstitutionIndex(data));
const warmBuilds = [1, 2, 3].map(() => timed(() => buildInstitutionIndex(data)).ms).sort((a, b) => a - b);
const { payload, report } = coldBuild.value;
const serialized = JSON.stringify(payload);
const names = displayNames(payload);

// Intended institutions, matched by name and district (the district in the table's spelling).
const lookupDistrict = createDistrictLookup(parseDistrictTable(data.districtsText));
const districtOf = (entry: number) => payload.places[payload.placeOf[entry]!]!.district;
const entryIds = new Map(
  names.map((name, entry) => [payload.idOverrides[entry] ?? institutionId(name, districtOf(entry)), entry]),
);
const entryByKey = new Map(
  names.map((name, entry) => [`${normalizeText(name)}|${normalizeText(districtOf(entry))}`, entry]),
);
const queriesFile = fileURLToPath(new URL('./search-queries.tsv', import.meta.url));
const queries: BenchQuery[] = readFileSync(queriesFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [kind = '', text = '', intended = ''] = line.split('\t');
    const listed = parseInstitutionLine(intended);
    const district = listed && (lookupDistrict(listed.district)[0]?.district ?? listed.district);
    const target = listed && entryByKey.get(`${normalizeText(listed.name)}|${normalizeText(district ?? '')}`);
    if (target === undefined) throw new Error(`Benchmark query '${text}': '${intended}' is not in the list`);
    return { kind, text, target };
  });

/**
 * A second, generated check of typo tolerance: one edit (deletion, substitution or swap of neighbours, never the
 * first letter) in the first long word of each exact and prefix query, chosen deterministically.
 */
const generatedTypos: BenchQuery[] = queries
  .filter((query) => query.kind === 'exact' || query.kind === 'prefix')
  .flatMap((query, index) => {
    const words = query.text.toLowerCase().split(' ');
    const at = words.findIndex((word) => word.length >= 6);
    const word = words[at];
    if (!word) return [];
    const seed = index * 7 + 3;
    const pos = 1 + (seed % (word.length - 2));
    const edits = [
      word.slice(0, pos) + word.slice(pos + 1),
      `${word.slice(0, pos)}e${word.slice(pos + 1)}`,
      word.slice(0, pos) + word.charAt(pos + 1) + word.charAt(pos) + word.slice(pos + 2),
    ];
    words[at] = edits[seed % 3]!;
    return [{ kind: 'generated typo', text: words.join(' '), target: query.target }];
  });

/** recall@1 and @5 of the final queries only. */
function finalRecall(search: (query: string) => number[], set: readonly BenchQuery[]): string {
  const ranks = set.map((query) => search(query.text).indexOf(query.target));
  const recall = (k: number) =>
    `${((100 * ranks.filter((rank) => rank >= 0 && rank < k).length) / ranks.length).toFixed(1)}%`;
  return `recall@1 ${recall(1)}, recall@5 ${recall(5)} (${set.length} queries)`;
}

function replay(search: (query: string) => number[], fresh: () => void, sample: number): RunResult {
  const result: RunResult = { latencies: [], ranks: [], tops: [] };
  let keystroke = 0;
  for (const query of queries) {
    fresh();
    let last: number[] = [];
    for (let length = COLLEGE_SEARCH_MIN_CHARS; length <= query.text.length; length += 1) {
      keystroke += 1;
      const final = length === query.text.length;
      if (!final && keystroke % sample !== 0) continue;
      const { value, ms } = timed(() => search(query.text.slice(0, length)));
      result.latencies.push(ms);
      if (final) last = value;
    }
    result.ranks.push(last.indexOf(query.target));
    result.tops.push(last.slice(0, 3).map((entry) => names[entry]!));
  }
  return result;
}

/** Each keystroke's fastest time over several identical replays. */
function fastestOf(runs: readonly RunResult[]): RunResult {
  const [first] = runs;
  return {
    ...first!,
    latencies: first!.latencies.map((_, at) => Math.min(...runs.map((run) => run.latencies[at]!))),
  };
}

function latencyLine(latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1)!)}`;
}

function summary(label: string, run: RunResult, buildMs: string, size: string, firstPass?: RunResult): void {
  const recall = (k: number, kind?: string) => {
    const picked = run.ranks.filter((_, index) => !kind || queries[index]!.kind === kind);
    const hits = picked.filter((rank) => rank >= 0 && rank < k).length;
    return `${((100 * hits) / picked.length).toFixed(1)}%`;
  };
  print(`\n${label}`);
  print(`  index build      ${buildMs}`);
  print(`  index size       ${size}`);
  print(`  keystrokes       ${run.latencies.length}`);
  print(
    `  latency          ${latencyLine(run.latencies)}${firstPass ? ` (fastest of ${passes} passes)` : ''}`,
  );
  if (firstPass && passes > 1) print(`  first pass only  ${latencyLine(firstPass.latencies)}`);
  print(`  recall@1         ${recall(1)}`);
  print(`  recall@5         ${recall(5)}`);
  const kinds = [...new Set(queries.map((query) => query.kind))];
  print(`  recall@5 by kind ${kinds.map((kind) => `${kind} ${recall(5, kind)}`).join(', ')}`);
}

function misses(run: RunResult): void {
  if (!showMisses && !showNotFirst) return;
  run.ranks.forEach((rank, index) => {
    if (rank >= 0 && rank < (showNotFirst ? 1 : 5)) return;
    const query = queries[index]!;
    const place = rank === -1 ? 'not shown' : `#${rank + 1}`;
    print(`  ${place} [${query.kind}] '${query.text}' → ${run.tops[index]!.join(' | ') || '(nothing)'}`);
  });
}

print(`Institution search benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
print(
  `Machine: ${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} at start`,
);
print(
  `List: ${report.lines} lines → ${names.length} institutions; ${queries.length} queries ` +
    `(${[...new Set(queries.map((query) => query.kind))].join(', ')}); limit ${COLLEGE_SEARCH_LIMIT}`,
);

// The tuned search: a fresh load per query (memos and fuse.js partitions start empty).
const loadTimes: number[] = [];
let engine = createInstitutionSearch(JSON.parse(serialized));
const firstSearch = timed(() => engine.search('ra', COLLEGE_SEARCH_LIMIT)).ms;
const tunedSearch = (search: InstitutionSearch, query: string) =>
  search.search(query, COLLEGE_SEARCH_LIMIT).map((hit) => entryIds.get(hit.id)!);
const tunedRuns = Array.from({ length: passes }, () =>
  replay(
    (query) => tunedSearch(engine, query),
    () => {
      const load = timed(() => createInstitutionSearch(JSON.parse(serialized)));
      loadTimes.push(load.ms);
      engine = load.value;
      // The app loads once; here the previous load's garbage is collected before timing (needs --expose-gc).
      globalThis.gc?.();
    },
    1,
  ),
);
const tuned = fastestOf(tunedRuns);
summary(
  'Tuned (normalized words + fuse.js typo correction, prefiltered)',
  tuned,
  `${coldBuild.ms.toFixed(0)} ms cold, ${percentile(warmBuilds, 50).toFixed(0)} ms warm (parse, normalize, fuse.js createIndex)`,
  `${(serialized.length / 1024).toFixed(0)} KiB JSON, ${(gzipSync(serialized).length / 1024).toFixed(0)} KiB gzip`,
  tunedRuns[0],
);
loadTimes.sort((a, b) => a - b);
print(
  `  load (parse JSON + hydrate) p50 ${percentile(loadTimes, 50).toFixed(1)} ms; first search after load ${firstSearch.toFixed(2)} ms`,
);
print(`  generated typos  ${finalRecall((query) => tunedSearch(engine, query), generatedTypos)}`);
misses(tuned);

// The baseline: fuse.js with its default options over the same entries (name and district as keys).
const docs = names.map((name, entry) => ({ name, district: districtOf(entry) }));
const baselineKeys = ['name', 'district'];
const baselineBuild = timed(() => Fuse.createIndex(baselineKeys, docs));
const baselineSize = JSON.stringify(baselineBuild.value.toJSON());
const fuse = new Fuse(docs, { keys: baselineKeys }, baselineBuild.value);
const baselineSearch = (query: string) =>
  fuse.search(query, { limit: COLLEGE_SEARCH_LIMIT }).map((result) => result.refIndex);
const baseline = replay(baselineSearch, () => undefined, baselineSample);
summary(
  `fuse.js ${Fuse.version}, default options${baselineSample > 1 ? ` (every ${baselineSample}th keystroke timed)` : ''}`,
  baseline,
  `${baselineBuild.ms.toFixed(0)} ms (Fuse.createIndex)`,
  `${(baselineSize.length / 1024).toFixed(0)} KiB JSON, ${(gzipSync(baselineSize).length / 1024).toFixed(0)} KiB gzip`,
);
print(`  generated typos  ${finalRecall(baselineSearch, generatedTypos)}`);
misses(baseline);
print(
  `\nLoad average at end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
