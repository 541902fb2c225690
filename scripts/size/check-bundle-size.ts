/**
 * `npm run check:size` — fails when the first load of a page needs more JavaScript (gzip) than its budget.
 * Reads the production build in dist/ (run `npm run build` first); part of `npm test`, so a regression fails CI.
 */
import { KB } from './budgets';
import { measurePageBudgets } from './initial-js';
import { print } from '../print';

const DIST = process.argv[2] ?? 'dist';
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let failures = 0;
print(`Initial JavaScript, gzip (${DIST}):`);
for (const { route, budgetBytes, files, bytes: total } of measurePageBudgets(DIST)) {
  const ok = total <= budgetBytes;
  if (!ok) failures += 1;
  print(
    `  ${ok ? 'ok  ' : 'OVER'} ${route.padEnd(28)} ${kb(total).padStart(9)} of ${kb(budgetBytes)} in ${files.length} files`,
  );
}
if (failures > 0) {
  console.error(`${failures} page(s) over budget: see docs/performance.md for what loads lazily and why.`);
  process.exit(1);
}
