/**
 * `npm run bench:import` — reading a 5,000-row batch file (a measurement, not a timed test).
 *
 * Builds a realistic graduating batch as a college would export it (tolerant headings, branch names written out,
 * '%' signs, 'Nil' backlogs, about one bad row in eight, of every kind), then times what the Batch screen's Web Worker does
 * with it: papaparse plus every record rule and the duplicate checks (`readBatchCsv`). Prints the median and the
 * worst of several runs, against the target of 2 s. The page itself is never blocked: this runs in the
 * worker, and the main thread only draws the progress bar.
 *   --rows=N   rows in the file (default 5000);  --runs=N   timed runs after one warm-up (default 5).
 */
import { cpus, loadavg } from 'node:os';
import { readBatchCsv } from '../../src/lib/season/record-csv';
import { print } from '../print';
import { batchFile } from './batch-file';

const TARGET_MS = 2000;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rowCount = option('rows', 5000);
const runs = Math.max(1, option('runs', 5));

const text = batchFile(rowCount);
readBatchCsv(text); // warm-up: the first run also compiles the code
const times: number[] = [];
let bad = 0;
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const preview = readBatchCsv(text);
  times.push(performance.now() - started);
  bad = preview.rows.filter((row) => row.reasons.length).length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const worst = times.at(-1)!;
print(`bench:import — ${rowCount} rows (${(text.length / 1024).toFixed(0)} KB), ${bad} bad, ${runs} runs`);
print(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
print(
  `parse + validate: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms)`,
);
print(worst <= TARGET_MS ? 'target met' : 'TARGET MISSED');
