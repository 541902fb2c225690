/**
 * Refreshes the AICTE part of the institution list from an approved-institutions export (see data/README.md):
 *
 *   npx tsx scripts/institutions/import-aicte.ts <export.csv|export.json> [--dry-run]
 *
 * The export needs an id, a name, a district and a state column (header spellings vary and are matched loosely);
 * address, university, levels and programmes columns are used when present. Writes data/institutions-aicte.tsv
 * (names corrected for display by data/institution-name-corrections.tsv, each correction listed) and
 * data/institution-details-aicte.tsv, copies the licence notice found beside the export (SOURCE-LICENSE.txt)
 * to data/, appends districts the table lacks to data/districts.tsv, and prints what to check.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseDistrictTable } from '../../src/lib/institutions/district-table';
import { print } from '../print';
import { readExportRows } from './aicte-export';
import { toInstitutionFiles } from './aicte-files';
import { institutionDataFiles, institutionDetailsFile } from './data-files';
import { parseNameCorrections } from './name-corrections';

const LICENCE = 'SOURCE-LICENSE.txt';

function main(args: readonly string[]): void {
  const input = args.find((arg) => !arg.startsWith('--'));
  if (!input) {
    print('Usage: npx tsx scripts/institutions/import-aicte.ts <export.csv|export.json> [--dry-run]');
    process.exitCode = 2;
    return;
  }
  const files = institutionDataFiles();
  const format = input.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  const rows = readExportRows(readFileSync(input, 'utf8'), format);
  const result = toInstitutionFiles(
    rows,
    parseDistrictTable(readFileSync(files.districts, 'utf8')),
    basename(input),
    parseNameCorrections(readFileSync(files.nameCorrections, 'utf8')),
  );
  const { report } = result;
  print(
    `${report.rows} rows read; ${report.written} institutions written; ${report.skipped} rows without id or name skipped.`,
  );
  if (report.duplicateIds.length) print(`Ids listed twice (first kept): ${report.duplicateIds.join(', ')}`);
  if (report.unknown.length) print(`Not understood (left out): ${report.unknown.join('; ')}`);
  print(
    `${report.corrections.length} name(s) corrected for display (data/institution-name-corrections.tsv; AICTE's spelling stays searchable):`,
  );
  for (const line of report.corrections) print(`  ${line}`);
  if (report.unusedCorrections.length) {
    print(
      `Corrections that matched no name of this export (review or remove): ${report.unusedCorrections.join('; ')}`,
    );
  }
  if (result.newDistricts.length) {
    print(
      `${result.newDistricts.length} district(s) new to data/districts.tsv, appended as rows of their own.`,
    );
    print('Give each its other names, or move it to the row of the district it is another spelling of:');
    for (const line of result.newDistricts) print(`  ${line}`);
  }
  const licence = join(dirname(input), LICENCE);
  if (!existsSync(licence))
    print(`No ${LICENCE} beside the export: copy its licence notice to data/ by hand.`);
  if (args.includes('--dry-run')) return;
  writeFileSync(files.aicte, result.listText);
  writeFileSync(institutionDetailsFile(), result.detailsText);
  if (result.newDistricts.length) appendFileSync(files.districts, `${result.newDistricts.join('\n')}\n`);
  // Its content, not its file mode: the shared copy may be read-only.
  if (existsSync(licence)) writeFileSync(join(dirname(files.aicte), LICENCE), readFileSync(licence));
  print('Written. Next: npx vitest run scripts/institutions (data checks), then npm run bench:search.');
}

main(process.argv.slice(2));
