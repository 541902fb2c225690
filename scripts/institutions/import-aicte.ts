/**
 * Refreshes the institution list from an AICTE approved-institutions export (see data/README.md):
 *
 *   npx tsx scripts/institutions/import-aicte.ts <export.csv|export.json> [--dry-run]
 *       [--out data/institutions.txt] [--states-out data/entry-states.tsv]
 *
 * The export needs a name, a district (or city) and a state column; header spellings vary and are matched
 * loosely. Writes the list and the per-entry states, then prints what to check: districts the table lacks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseDistrictTable } from '../../src/lib/institutions/district-table';
import { readExportRows, toInstitutionList } from './aicte-export';
import { institutionDataFiles } from './data-files';
import { print } from '../print';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function main(args: readonly string[]): void {
  const input = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
  if (!input) {
    print('Usage: npx tsx scripts/institutions/import-aicte.ts <export.csv|export.json> [--dry-run]');
    process.exitCode = 2;
    return;
  }
  const files = institutionDataFiles();
  const out = option(args, '--out') ?? files.list;
  const statesOut = option(args, '--states-out') ?? files.entryStates;
  const format = input.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  const rows = readExportRows(readFileSync(input, 'utf8'), format);
  const result = toInstitutionList(rows, parseDistrictTable(readFileSync(files.districts, 'utf8')));
  const { report } = result;
  print(
    `${report.rows} rows read; ${report.written} institutions written; ${report.repeats} exact repeats dropped; ${report.skipped} rows without a name skipped.`,
  );
  if (report.newDistricts.length > 0) {
    print(
      `${report.newDistricts.length} district(s) are not in data/districts.tsv (their states went to ${statesOut}).`,
    );
    print('Add them to the table (DISTRICT<TAB>State), or as another spelling of a district it has:');
    for (const line of report.newDistricts) print(`  ${line}`);
  }
  if (args.includes('--dry-run')) return;
  writeFileSync(out, result.listText);
  writeFileSync(statesOut, result.entryStatesText);
  print(`Wrote ${out} and ${statesOut}. Run npm run bench:search to check the search on the new list.`);
}

main(process.argv.slice(2));
