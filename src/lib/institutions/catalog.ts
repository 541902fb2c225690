import { tsvRows } from './data-lines.ts';
import { createDistrictLookup, districtRowOf, type DistrictRow } from './district-table.ts';
import { parseLevels, type InstitutionLevel } from './institution-levels.ts';

/** One institution as a data file lists it. */
export interface ListedInstitution {
  /** AICTE's permanent id ('1-44638801317'), or 'x-…' for an institution AICTE does not approve. */
  id: string;
  name: string;
  /** As AICTE spells it. */
  district: string;
  state: string;
  levels: InstitutionLevel[];
  /** AICTE's spelling of the name, when the name is shown corrected (data/institution-name-corrections.tsv). */
  aicteName?: string;
}

/** One institution after loading, with its district's table row (for the district's other names). */
export interface CatalogEntry extends ListedInstitution {
  row: DistrictRow | undefined;
}

/** AICTE ids are 'digit-digits'; ours start with 'x-', so the two can never collide (data/README.md). */
export const AICTE_ID = /^\d+-\d+$/;
export const OTHER_ID = /^x-[a-z0-9]+(?:-[a-z0-9]+)*$/;

const COLUMNS = ['id', 'name', 'district', 'state', 'levels'] as const;

/** Parses data/institutions-aicte.tsv or data/institutions-other.tsv; throws on a malformed line or id. */
export function parseInstitutionList(text: string, file: string, idPattern: RegExp): ListedInstitution[] {
  return tsvRows(text, file, COLUMNS).map(
    ([id = '', name = '', district = '', state = '', levels = '', aicteName]) => {
      if (!idPattern.test(id)) throw new Error(`${file}: id '${id}' does not match ${idPattern}`);
      try {
        return {
          id,
          name,
          district,
          state,
          levels: parseLevels(levels),
          ...(aicteName ? { aicteName } : {}),
        };
      } catch (error) {
        throw new Error(`${file}: ${id}: ${(error as Error).message}`, { cause: error });
      }
    },
  );
}

/** What loading found, for the build log. */
export interface CatalogReport {
  aicte: number;
  other: number;
  /** 'DISTRICT (State)' the table lacks: their entries are found by the district's own spelling only. */
  unknownDistricts: string[];
}

/** The two lists as one catalog: AICTE's first, then the others. Ids must be unique across both. */
export function buildCatalog(
  files: { aicteText: string; otherText: string },
  districts: readonly DistrictRow[],
): { entries: CatalogEntry[]; report: CatalogReport } {
  const aicte = parseInstitutionList(files.aicteText, 'institutions-aicte.tsv', AICTE_ID);
  const other = parseInstitutionList(files.otherText, 'institutions-other.tsv', OTHER_ID);
  const lookup = createDistrictLookup(districts);
  const ids = new Set<string>();
  const unknownDistricts = new Set<string>();
  const entries = [...aicte, ...other].map((listed) => {
    if (ids.has(listed.id)) throw new Error(`institution id ${listed.id} is listed twice`);
    ids.add(listed.id);
    const row = districtRowOf(lookup, listed.district, listed.state);
    if (!row) unknownDistricts.add(`${listed.district} (${listed.state})`);
    return { ...listed, row };
  });
  return {
    entries,
    report: { aicte: aicte.length, other: other.length, unknownDistricts: [...unknownDistricts] },
  };
}
