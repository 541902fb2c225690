import { normalizeText } from './normalize.ts';

/** One district as the table names it (AICTE's spelling), its state, and the other names it goes by. */
export interface DistrictRow {
  district: string;
  state: string;
  variants: string[];
}

function dataLines(text: string): { line: string; number: number }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
}

/** Parses data/districts.tsv: DISTRICT<TAB>State[<TAB>variant; variant...]. Throws on a malformed line. */
export function parseDistrictTable(text: string): DistrictRow[] {
  return dataLines(text).map(({ line, number }) => {
    const [district = '', state = '', variants = ''] = line.split('\t').map((cell) => cell.trim());
    if (!district || !state) throw new Error(`districts table line ${number}: expected DISTRICT<TAB>State`);
    return {
      district,
      state,
      variants: variants
        .split(';')
        .map((variant) => variant.trim())
        .filter(Boolean),
    };
  });
}

/** The key of one list entry in data/entry-states.tsv, robust to spacing and punctuation differences. */
export function entryKey(name: string, district: string): string {
  return `${normalizeText(name)}|${normalizeText(district)}`;
}

/** Parses data/entry-states.tsv: 'NAME, DISTRICT<TAB>State' (the district after the last comma). */
export function parseEntryStates(text: string): Map<string, string> {
  const states = new Map<string, string>();
  for (const { line, number } of dataLines(text)) {
    const [entry = '', state = ''] = line.split('\t').map((cell) => cell.trim());
    const comma = entry.lastIndexOf(',');
    if (!state || comma === -1)
      throw new Error(`entry states line ${number}: expected NAME, DISTRICT<TAB>State`);
    states.set(entryKey(entry.slice(0, comma), entry.slice(comma + 1)), state);
  }
  return states;
}

/** Finds the table rows a district name (canonical or variant, in any spacing) refers to. */
export type DistrictLookup = (district: string) => readonly DistrictRow[];

/**
 * Indexes the table by every name of every district. A name may lead to rows of different states (AURANGABAD:
 * Bihar and Maharashtra) — an ambiguity each entry settles; two rows of one state sharing a name is an error.
 */
export function createDistrictLookup(rows: readonly DistrictRow[]): DistrictLookup {
  const byName = new Map<string, DistrictRow[]>();
  for (const row of rows) {
    for (const name of [row.district, ...row.variants]) {
      const key = normalizeText(name);
      const found = byName.get(key) ?? [];
      if (found.includes(row)) continue;
      const clash = found.find((other) => other.state === row.state);
      if (clash) {
        throw new Error(
          `districts table: '${name}' names both ${clash.district} and ${row.district} (${row.state})`,
        );
      }
      found.push(row);
      byName.set(key, found);
    }
  }
  return (district) => byName.get(normalizeText(district)) ?? [];
}

/** Where an entry is: the district to show, its state when known, and any problem for the build report. */
export interface EntryPlace {
  district: string;
  state: string | undefined;
  row: DistrictRow | undefined;
  problem?: 'unknown-district' | 'ambiguous-district';
}

/**
 * Resolves an entry's district to the table's spelling and its state. The per-entry state (entry-states.tsv)
 * wins: it settles ambiguous districts and districts the table lacks.
 */
export function resolveEntryPlace(
  name: string,
  district: string,
  lookup: DistrictLookup,
  entryStates: ReadonlyMap<string, string>,
): EntryPlace {
  if (!district) return { district: '', state: undefined, row: undefined };
  const given = entryStates.get(entryKey(name, district));
  const rows = lookup(district);
  if (rows.length === 0) {
    return { district, state: given, row: undefined, ...(given ? {} : { problem: 'unknown-district' }) };
  }
  const row = rows.length === 1 ? rows[0] : rows.find((candidate) => candidate.state === given);
  if (!row) {
    const district = rows[0]!.district;
    return given
      ? { district, state: given, row: undefined }
      : { district, state: undefined, row: undefined, problem: 'ambiguous-district' };
  }
  return { district: row.district, state: given ?? row.state, row };
}
