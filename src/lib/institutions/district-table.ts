import { dataLines } from './data-lines.ts';
import { normalizeText } from './normalize.ts';

/** One district as AICTE spells it, its state, and the other names it goes by (modern names, towns). */
export interface DistrictRow {
  district: string;
  state: string;
  variants: string[];
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

/** Finds the table rows a district name (canonical or variant, in any spacing) refers to; canonical first. */
export type DistrictLookup = (district: string) => readonly DistrictRow[];

/**
 * Indexes the table by every name of every district. A canonical name may lead to rows of different states
 * (AURANGABAD: Bihar and Maharashtra), never to two rows of one state. Other names may be shared: a new district
 * carved out of two old ones, or a town on a border (MEDCHAL is its own district and part of RANGAREDDI as AICTE
 * lists it); a search finds every row such a name belongs to, and a canonical name always wins.
 */
export function createDistrictLookup(rows: readonly DistrictRow[]): DistrictLookup {
  const canonical = new Map<string, DistrictRow[]>();
  const other = new Map<string, DistrictRow[]>();
  const add = (map: Map<string, DistrictRow[]>, key: string, row: DistrictRow) => {
    const found = map.get(key) ?? [];
    if (!found.includes(row)) found.push(row);
    map.set(key, found);
  };
  for (const row of rows) {
    const key = normalizeText(row.district);
    const clash = canonical.get(key)?.find((known) => known.state === row.state);
    if (clash) throw new Error(`districts table: ${row.district} (${row.state}) is listed twice`);
    add(canonical, key, row);
  }
  for (const row of rows) for (const name of row.variants) add(other, normalizeText(name), row);
  return (district) => {
    const key = normalizeText(district);
    const exact = canonical.get(key) ?? [];
    const more = (other.get(key) ?? []).filter((row) => !exact.includes(row));
    return exact.length === 0 ? more : [...exact, ...more];
  };
}

/** The table row of an entry's district in its state (its canonical name first); undefined when the table lacks it. */
export function districtRowOf(
  lookup: DistrictLookup,
  district: string,
  state: string,
): DistrictRow | undefined {
  return lookup(district).find((row) => row.state === state);
}
