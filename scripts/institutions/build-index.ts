import { parseAliases } from '../../src/lib/institutions/aliases.ts';
import { buildCatalog, type CatalogReport } from '../../src/lib/institutions/catalog.ts';
import { parseDistrictTable } from '../../src/lib/institutions/district-table.ts';
import { compareIdsForEncoding, encodeIds } from '../../src/lib/institutions/id-codec.ts';
import {
  INSTITUTION_INDEX_VERSION,
  type InstitutionIndexPayload,
} from '../../src/lib/institutions/index-format.ts';
import { offersOnlyDiplomas } from '../../src/lib/institutions/institution-levels.ts';

/** The data files the index is built from (data/README.md). */
export interface InstitutionData {
  aicteText: string;
  otherText: string;
  aliasesText: string;
  districtsText: string;
}

/** What the build log reports: the catalog's findings and aliases that name no entry. */
export interface IndexReport extends CatalogReport {
  aliases: number;
  /** Aliases whose target id is not in the lists (the institution left AICTE's list): left out. */
  danglingAliases: string[];
}

/** Campuses and extensions rank below the institution whose name they carry (docs/institution-search.md). */
const EXTENSION = /\b(OFF[ -]?CAMPUS|EXTENSION|REGIONAL CAMPUS|PART CAMPUS|SATELLITE CAMPUS)\b/;

/**
 * Assembles the index payload from the data files: the institutions (AICTE's, ordered by id so the ids
 * compress, then the others), their places, and the aliases that resolve. Runs at build time (Vite plugin)
 * and in the benchmark; the word lists are derived when the search loads (index-data.ts).
 */
export function buildInstitutionIndex(data: InstitutionData): {
  payload: InstitutionIndexPayload;
  report: IndexReport;
} {
  const catalog = buildCatalog(data, parseDistrictTable(data.districtsText));
  const entries = [...catalog.entries].sort((a, b) => compareIdsForEncoding(a.id, b.id));
  const entryOf = new Map(entries.map((entry, index) => [entry.id, index]));
  const danglingAliases: string[] = [];
  const listed = parseAliases(data.aliasesText).filter((alias) => {
    if (entryOf.has(alias.target)) return true;
    danglingAliases.push(`${alias.alias} → ${alias.target}`);
    return false;
  });
  // AICTE's own spelling of a name shown corrected stays searchable (issue 19): an informal alias.
  const aicteSpellings = entries.flatMap((entry) =>
    entry.aicteName
      ? [{ kind: 'informal' as const, alias: entry.aicteName, target: entry.id, targetName: entry.name }]
      : [],
  );
  const aliases = [...listed, ...aicteSpellings];

  const states: string[] = [];
  const placeIndex = new Map<string, number>();
  const places: InstitutionIndexPayload['places'] = [];
  const placeOf = entries.map((entry) => {
    const key = `${entry.district}|${entry.state}`;
    let place = placeIndex.get(key);
    if (place === undefined) {
      let state = states.indexOf(entry.state);
      if (state === -1) state = states.push(entry.state) - 1;
      const other = (entry.row?.variants ?? []).filter((name) => name !== entry.district);
      // The table's spelling too, when AICTE wrote this entry's district another way (D KANNADA(DK)).
      if (entry.row && entry.row.district !== entry.district) other.unshift(entry.row.district);
      place = places.push({ district: entry.district, state, other }) - 1;
      placeIndex.set(key, place);
    }
    return place;
  });

  return {
    payload: {
      version: INSTITUTION_INDEX_VERSION,
      names: entries.map((entry) => entry.name).join('\n'),
      ids: encodeIds(entries.map((entry) => entry.id)),
      placeOf,
      places,
      states,
      secondary: entries
        .map((entry) => (offersOnlyDiplomas(entry.levels) || EXTENSION.test(entry.name) ? '1' : '0'))
        .join(''),
      aliases: aliases.map((alias) => alias.alias).join('\n'),
      aliasOf: aliases.map((alias) => entryOf.get(alias.target)!),
      former: aliases.map((alias) => (alias.kind === 'former' ? '1' : '0')).join(''),
    },
    report: { ...catalog.report, aliases: aliases.length, danglingAliases },
  };
}
