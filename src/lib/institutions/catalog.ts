import { createDistrictLookup, resolveEntryPlace, type DistrictRow } from './district-table.ts';
import { canonicalKey, normalizeText, slug } from './normalize.ts';
import { parseInstitutionLine } from './parse-list.ts';

/** One institution after loading: de-duplicated, its district in the table's spelling, its state derived. */
export interface CatalogEntry {
  id: string;
  name: string;
  district: string;
  state: string | undefined;
  /** The district's table row (for its other spellings); undefined when unknown or ambiguous. */
  row: DistrictRow | undefined;
}

/** What loading found, for the build log and the importer. */
export interface CatalogReport {
  /** Lines holding an entry (blank lines aside). */
  lines: number;
  entries: number;
  /** Lines dropped as repeats of an earlier one (same name and district, in any spelling). */
  repeats: number;
  /** Entries without a district dropped because the same name is listed with one. */
  withoutDistrictDropped: number;
  /** Districts the table does not know (their entries have no state). */
  unknownDistricts: string[];
  /** Entries in a district two states share, with no per-entry state. */
  ambiguousEntries: string[];
}

/** The default id of an entry: stable across list refreshes as long as its name and district stay. */
export function institutionId(name: string, district: string): string {
  return slug(`${name} ${district}`);
}

/**
 * Loads the list: parses it, resolves each district through the table (variants → one spelling, state),
 * and de-duplicates entries whose name (abbreviations, punctuation and spacing folded) and place are equal.
 */
export function buildCatalog(
  listText: string,
  rows: readonly DistrictRow[],
  entryStates: ReadonlyMap<string, string>,
): { entries: CatalogEntry[]; report: CatalogReport } {
  const lookup = createDistrictLookup(rows);
  const listed = listText
    .split(/\r\n|\r|\n/)
    .map(parseInstitutionLine)
    .filter((entry) => entry !== undefined);
  const seen = new Set<string>();
  const unknownDistricts = new Set<string>();
  const ambiguousEntries: string[] = [];
  const kept: (CatalogEntry & { nameKey: string })[] = [];
  for (const { name, district } of listed) {
    const place = resolveEntryPlace(name, district, lookup, entryStates);
    if (place.problem === 'unknown-district') unknownDistricts.add(district);
    if (place.problem === 'ambiguous-district') ambiguousEntries.push(`${name}, ${district}`);
    const nameKey = canonicalKey(name);
    const key = `${nameKey}|${normalizeText(place.district)}|${place.state ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ id: '', name, district: place.district, state: place.state, row: place.row, nameKey });
  }
  const namesWithDistrict = new Set(kept.filter((entry) => entry.district).map((entry) => entry.nameKey));
  const entries = kept.filter((entry) => entry.district || !namesWithDistrict.has(entry.nameKey));
  const ids = new Set<string>();
  for (const entry of entries) {
    let id = institutionId(entry.name, entry.district);
    // Same name and district spelling in two states (AURANGABAD): the state tells them apart.
    if (ids.has(id)) id = `${id}-${slug(entry.state ?? 'other')}`;
    ids.add(id);
    entry.id = id;
  }
  return {
    entries: entries.map(({ id, name, district, state, row }) => ({ id, name, district, state, row })),
    report: {
      lines: listed.length,
      entries: entries.length,
      repeats: listed.length - kept.length,
      withoutDistrictDropped: kept.length - entries.length,
      unknownDistricts: [...unknownDistricts],
      ambiguousEntries,
    },
  };
}
