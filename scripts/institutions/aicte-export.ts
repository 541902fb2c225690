import { createDistrictLookup, type DistrictRow } from '../../src/lib/institutions/district-table';
import { normalizeText } from '../../src/lib/institutions/normalize';
import { parseCsv } from './csv';

/** One institution of an AICTE approved-institutions export. */
export interface ExportRow {
  name: string;
  district: string;
  state: string;
}

/** Column names AICTE exports have used, by field (compared with case, spaces and punctuation folded). */
const COLUMNS: Record<keyof ExportRow, readonly string[]> = {
  name: [
    'name',
    'institute name',
    'institution name',
    'name of the institute',
    'name of institution',
    'college name',
  ],
  district: ['district', 'district name', 'city'],
  state: ['state', 'state name', 'state ut', 'state union territory'],
};

function columnOf(headers: readonly string[], field: keyof ExportRow): number {
  const wanted = COLUMNS[field];
  const index = headers.findIndex((header) => wanted.includes(normalizeText(header)));
  if (index === -1 && field !== 'district') {
    throw new Error(`AICTE export: no ${field} column (looked for: ${wanted.join(', ')})`);
  }
  return index;
}

/** Reads the rows of a CSV export, or of a JSON export (an array of objects, or { data: [...] }). */
export function readExportRows(text: string, format: 'csv' | 'json'): ExportRow[] {
  let table: string[][];
  if (format === 'csv') table = parseCsv(text);
  else {
    const parsed: unknown = JSON.parse(text);
    const records = Array.isArray(parsed) ? parsed : (parsed as { data?: unknown }).data;
    if (!Array.isArray(records))
      throw new Error('AICTE export: expected an array of records or { data: [...] }');
    const headers = [...new Set(records.flatMap((record) => Object.keys(record as object)))];
    table = [
      headers,
      ...records.map((record) =>
        headers.map((key) => String((record as Record<string, unknown>)[key] ?? '')),
      ),
    ];
  }
  const [headers = [], ...body] = table;
  const at = {
    name: columnOf(headers, 'name'),
    district: columnOf(headers, 'district'),
    state: columnOf(headers, 'state'),
  };
  return body.map((cells) => ({
    name: cells[at.name] ?? '',
    district: at.district === -1 ? '' : (cells[at.district] ?? ''),
    state: cells[at.state] ?? '',
  }));
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim().toUpperCase();

/** 'TAMIL NADU' → the table's 'Tamil Nadu'; a state the table lacks is title-cased. */
function stateName(state: string, known: readonly string[]): string {
  const key = normalizeText(state);
  return (
    known.find((name) => normalizeText(name) === key) ??
    key.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()).replace(/\bAnd\b/g, 'and')
  );
}

/** What the importer writes: the list, the per-entry states it needs, and a summary. */
export interface ImportResult {
  listText: string;
  entryStatesText: string;
  report: { rows: number; written: number; skipped: number; repeats: number; newDistricts: string[] };
}

/**
 * Turns export rows into data/institutions.txt ('NAME, DISTRICT', upper case, exact repeats dropped, export order
 * kept; 'NAME,' when the district is missing, so a comma in the name is never taken for the separator)
 * and data/entry-states.tsv: the state of every entry whose district the table does not settle — unknown,
 * shared by two states, or placed by the table in another state than the export says.
 */
export function toInstitutionList(
  rows: readonly ExportRow[],
  districts: readonly DistrictRow[],
): ImportResult {
  const lookup = createDistrictLookup(districts);
  const knownStates = [...new Set(districts.map((row) => row.state))];
  const lines: string[] = [];
  const stateLines: string[] = [];
  const newDistricts = new Set<string>();
  let skipped = 0;
  for (const row of rows) {
    const name = clean(row.name).replace(/[\s,]+$/, '');
    if (!name) {
      skipped += 1;
      continue;
    }
    const district = clean(row.district);
    const state = row.state.trim() ? stateName(row.state, knownStates) : '';
    const line = district ? `${name}, ${district}` : `${name},`;
    lines.push(line);
    const found = district ? lookup(district) : [];
    if (district && found.length === 0) newDistricts.add(`${district}\t${state}`);
    if (district && state && !(found.length === 1 && found[0]!.state === state))
      stateLines.push(`${line}\t${state}`);
  }
  const entryStatesText = [
    '# States for entries whose district alone does not settle it; written by scripts/institutions/import-aicte.ts.',
    '# NAME, DISTRICT<TAB>State',
    ...new Set(stateLines),
    '',
  ].join('\n');
  // Exact repeats go here; repeats in another spelling are left to the loader, which folds them at build time.
  const written = [...new Set(lines)];
  return {
    listText: `${written.join('\n')}\n`,
    entryStatesText,
    report: {
      rows: rows.length,
      written: written.length,
      skipped,
      repeats: rows.length - skipped - written.length,
      newDistricts: [...newDistricts],
    },
  };
}
