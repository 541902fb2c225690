import { createDistrictLookup, type DistrictRow } from '../../src/lib/institutions/district-table';
import type { InstitutionLevel } from '../../src/lib/institutions/institution-levels';
import { parseLevels } from '../../src/lib/institutions/institution-levels';
import { normalizeText } from '../../src/lib/institutions/normalize';
import { levelCode, parseProgrammes, type ExportRow } from './aicte-export';
import { correctName, type NameCorrection } from './name-corrections';
import { formatIntake, intakeByGroup } from './programme-groups';

/** What the importer writes, and what it has to tell the person running it. */
export interface ImportResult {
  /** data/institutions-aicte.tsv */
  listText: string;
  /** data/institution-details-aicte.tsv */
  detailsText: string;
  /** Districts (AICTE's spelling) the table lacks, as table rows to append: 'DISTRICT<TAB>State'. */
  newDistricts: string[];
  report: {
    rows: number;
    written: number;
    /** Rows without an id or a name. */
    skipped: number;
    duplicateIds: string[];
    /** Level names or programme entries the importer could not read. */
    unknown: string[];
    /** Each name corrected for display: 'id: AICTE's name → shown name (reasons)'. */
    corrections: string[];
    /** Rows of the correction table that matched no name of this export (stale: review or remove). */
    unusedCorrections: string[];
  };
}

/** 'TAMIL NADU' → the table's 'Tamil Nadu'; a state the table lacks is title-cased. */
function stateName(state: string, known: readonly string[]): string {
  const key = normalizeText(state);
  return (
    known.find((name) => normalizeText(name) === key) ??
    key.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()).replace(/\bAnd\b/g, 'and')
  );
}

function levelsOf(row: ExportRow, unknown: Set<string>): InstitutionLevel[] {
  const codes = row.levels
    .split(';')
    .filter((name) => name.trim())
    .map((name) => {
      const code = levelCode(name);
      if (!code) unknown.add(`level '${name}'`);
      return code;
    })
    .filter((code) => code !== undefined);
  return parseLevels(codes.join(';'));
}

const tsvCell = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * Turns export rows into the two data files: the list the search is built from (id, name, district, state,
 * levels, and AICTE's spelling of the name when the correction table changed it) and the details only the mock
 * backend serves (address, affiliating university, intake per branch group at the counted level). Export order is
 * kept; names are shown corrected (data/institution-name-corrections.tsv), districts and addresses as AICTE
 * writes them.
 */
export function toInstitutionFiles(
  rows: readonly ExportRow[],
  districts: readonly DistrictRow[],
  source: string,
  nameCorrections: readonly NameCorrection[] = [],
): ImportResult {
  const lookup = createDistrictLookup(districts);
  const knownStates = [...new Set(districts.map((row) => row.state))];
  const list: string[] = [];
  const details: string[] = [];
  const ids = new Set<string>();
  const duplicateIds: string[] = [];
  const newDistricts = new Set<string>();
  const unknown = new Set<string>();
  const corrections: string[] = [];
  const used = new Set<NameCorrection>();
  let skipped = 0;
  for (const row of rows) {
    const id = tsvCell(row.id);
    const name = tsvCell(row.name).toUpperCase();
    if (!id || !name) {
      skipped += 1;
      continue;
    }
    if (ids.has(id)) {
      duplicateIds.push(id);
      continue;
    }
    ids.add(id);
    const district = tsvCell(row.district).toUpperCase();
    const state = stateName(row.state, knownStates);
    const programmes = parseProgrammes(row.programmes, unknown);
    let levels = levelsOf(row, unknown);
    if (levels.length === 0) levels = parseLevels([...new Set(programmes.map((p) => p.level))].join(';'));
    const shown = correctName(name, nameCorrections);
    shown.applied.forEach((correction) => used.add(correction));
    if (shown.name !== name) {
      const reasons = [...new Set(shown.applied.map((correction) => correction.reason))].join('; ');
      corrections.push(`${id}: ${name} → ${shown.name} (${reasons})`);
    }
    const aicteName = shown.name === name ? [] : [name];
    list.push([id, shown.name, district, state, levels.join(';'), ...aicteName].join('\t'));
    const counted = intakeByGroup(programmes);
    details.push(
      [
        id,
        tsvCell(row.address),
        tsvCell(row.university),
        counted?.level ?? '',
        formatIntake(counted?.intake ?? {}),
      ]
        .join('\t')
        .trimEnd(),
    );
    if (!lookup(district).some((known) => known.state === state)) newDistricts.add(`${district}\t${state}`);
  }
  const header = (columns: string) =>
    [
      `# From ${source} by scripts/institutions/import-aicte.ts (data/README.md); licence: data/SOURCE-LICENSE.txt.`,
      '# Do not edit by hand: import the next export instead.',
      `# ${columns}`,
    ].join('\n');
  return {
    listText: `${header("aicte_id<TAB>name<TAB>district<TAB>state<TAB>levels[<TAB>AICTE's spelling of the name, when corrected]")}\n${list.join('\n')}\n`,
    detailsText: `${header('aicte_id<TAB>address<TAB>university<TAB>counted level<TAB>intake by branch group')}\n${details.join('\n')}\n`,
    newDistricts: [...newDistricts],
    report: {
      rows: rows.length,
      written: list.length,
      skipped,
      duplicateIds,
      unknown: [...unknown],
      corrections,
      unusedCorrections: nameCorrections
        .filter((correction) => !used.has(correction))
        .map(({ kind, from }) => `${kind} ${from}`),
    },
  };
}
