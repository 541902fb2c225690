import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAliases } from '../../src/lib/institutions/aliases';
import { AICTE_ID, OTHER_ID, parseInstitutionList } from '../../src/lib/institutions/catalog';
import { createDistrictLookup, parseDistrictTable } from '../../src/lib/institutions/district-table';
import { canonicalKey } from '../../src/lib/institutions/normalize';
import { readExportRows } from './aicte-export';
import { institutionDataFiles, readInstitutionData } from './data-files';
import { parseNameCorrections } from './name-corrections';
import { parseNameWords, runsWordsTogether } from './name-vocabulary';

/** The shared export the list was imported from (data/README.md); absent outside this machine's checkout. */
const SHARED_EXPORT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared/data/aicte/engineering-institutions-2025-26.csv',
);

const data = readInstitutionData();
const aicte = parseInstitutionList(data.aicteText, 'institutions-aicte.tsv', AICTE_ID);
const other = parseInstitutionList(data.otherText, 'institutions-other.tsv', OTHER_ID);
const institutions = [...aicte, ...other];
const aliases = parseAliases(data.aliasesText);

/** Levenshtein distance, for names misspelt by a letter or two (AICTE lists KALINGA INSTITUE OF …). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

describe('the AICTE list (data/institutions-aicte.tsv)', () => {
  it('lists each AICTE id exactly once', () => {
    const ids = aicte.map((entry) => entry.id);
    expect(ids.length).toBeGreaterThanOrEqual(5800);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.runIf(existsSync(SHARED_EXPORT))(
    'holds every row of the shared AICTE export, with its name, district and state',
    () => {
      const rows = readExportRows(readFileSync(SHARED_EXPORT, 'utf8'), 'csv');
      const byId = new Map(aicte.map((entry) => [entry.id, entry]));
      expect(aicte).toHaveLength(rows.length);
      for (const row of rows) {
        const entry = byId.get(row.id);
        expect(entry, row.id).toBeDefined();
        expect(entry?.aicteName ?? entry?.name).toBe(row.name.toUpperCase());
        expect(entry?.district).toBe(row.district.toUpperCase());
        expect(entry?.state.toLowerCase()).toBe(row.state.toLowerCase());
      }
    },
  );
});

describe('the names shown (issue 19)', () => {
  const files = institutionDataFiles();
  const misspelt = new Set(
    parseNameCorrections(readFileSync(files.nameCorrections, 'utf8'))
      .filter((correction) => correction.kind === 'word')
      .map((correction) => correction.from),
  );
  const words = parseNameWords(readFileSync(files.nameWords, 'utf8'));
  const tokens = (name: string) => name.match(/[A-Z]+/g) ?? [];

  it('spell no word as the correction table says AICTE misspells it', () => {
    expect(misspelt.size).toBeGreaterThanOrEqual(50);
    const found = institutions.flatMap((entry) =>
      tokens(entry.name)
        .filter((token) => misspelt.has(token))
        .map((token) => `${token} in ${entry.name}`),
    );
    expect(found).toEqual([]);
  });

  it('run no words of the institution-name vocabulary together', () => {
    // The check itself: AICTE's own run-together names fail it, ordinary long words pass.
    for (const token of [
      'GOVERNMENTENGINEERINGCOLLEGETHRISSUR',
      'BHARATHPOLYTECHNICCOLLEGE',
      'INSTITUTEOF',
    ]) {
      expect(runsWordsTogether(token, words), token).toBe(true);
    }
    for (const token of ['BIOTECHNOLOGY', 'POLYTECHNIC', 'VISHWAVIDYALAYA', 'TECHNOLOGICAL', 'WOMENS']) {
      expect(runsWordsTogether(token, words), token).toBe(false);
    }
    const found = institutions.flatMap((entry) =>
      tokens(entry.name)
        .filter((token) => runsWordsTogether(token, words))
        .map((token) => `${token} in ${entry.name}`),
    );
    expect(found).toEqual([]);
  });

  it('carry no stray punctuation: a space before a comma, a backtick, a comma or quotation mark at an end', () => {
    const stray = institutions.filter((entry) => / ,|`|[,"]$|^"/.test(entry.name));
    expect(stray.map((entry) => entry.name)).toEqual([]);
  });

  it('keep AICTE’s spelling beside every corrected name, so the search still finds it', () => {
    const corrected = aicte.filter((entry) => entry.aicteName !== undefined);
    expect(corrected.length).toBeGreaterThanOrEqual(150);
    expect(corrected.every((entry) => entry.aicteName !== entry.name)).toBe(true);
  });
});

describe('the other list (data/institutions-other.tsv)', () => {
  it("uses ids of its own scheme ('x-…') that can never be AICTE's, each once", () => {
    const ids = other.map((entry) => entry.id);
    expect(ids.every((id) => OTHER_ID.test(id) && !AICTE_ID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('duplicates no AICTE institution: no equal name, and no name one or two letters away in the same state', () => {
    const aicteNames = new Set(aicte.map((entry) => canonicalKey(entry.name)));
    const duplicates = other.filter((entry) => {
      const key = canonicalKey(entry.name);
      return (
        aicteNames.has(key) ||
        aicte.some(
          (listed) => listed.state === entry.state && editDistance(canonicalKey(listed.name), key) <= 2,
        )
      );
    });
    expect(duplicates.map((entry) => entry.name)).toEqual([]);
  });

  it('names no institution AICTE lists under a longer name: no AICTE name of the same state contains it', () => {
    // A university AICTE lists as 'JAIN DEEMED TO BE UNIVERSITY FACULTY OF …' must not come back as 'JAIN UNIVERSITY'.
    const key = (name: string) =>
      ` ${canonicalKey(name)} `
        .replace(/^ the /, ' ')
        .replace(/ deemed to be /g, ' ')
        .replace(/ +/g, ' ');
    // The check itself: AICTE's longer spelling contains the short one; a different university does not.
    expect(key('JAIN DEEMED TO BE UNIVERSITY FACULTY OF ENGINEERING').includes(key('JAIN UNIVERSITY'))).toBe(
      true,
    );
    expect(key('THE ASSAM ROYAL GLOBAL UNIVERSITY').includes(key('ASSAM UNIVERSITY'))).toBe(false);
    const aicteKeys = aicte.map((listed) => ({ state: listed.state, key: key(listed.name) }));
    const inside = other.filter((entry) =>
      aicteKeys.some((listed) => listed.state === entry.state && listed.key.includes(key(entry.name))),
    );
    expect(inside.map((entry) => entry.name)).toEqual([]);
  });
});

describe('the district table (data/districts.tsv)', () => {
  const table = parseDistrictTable(data.districtsText);
  const lookup = createDistrictLookup(table);

  it("places every listed institution's district in a row of its state", () => {
    const unplaced = institutions.filter(
      (entry) => !lookup(entry.district).some((row) => row.state === entry.state),
    );
    expect(unplaced.map((entry) => `${entry.district} (${entry.state})`)).toEqual([]);
  });

  it("leads every row with a spelling the lists use (AICTE's), the other names after it", () => {
    const used = new Set(institutions.map((entry) => `${entry.district}|${entry.state}`));
    expect(
      table.filter((row) => !used.has(`${row.district}|${row.state}`)).map((row) => row.district),
    ).toEqual([]);
  });
});

describe('the aliases (data/institution-aliases.tsv)', () => {
  const byId = new Map(institutions.map((entry) => [entry.id, entry]));

  it('has at least 200, each naming a listed institution by its id, with that institution’s name beside it', () => {
    expect(aliases.length).toBeGreaterThanOrEqual(200);
    const wrong = aliases.filter((alias) => byId.get(alias.target)?.name !== alias.targetName);
    expect(wrong.map((alias) => `${alias.alias} → ${alias.target}`)).toEqual([]);
  });

  it('is never ambiguous: each alias names one institution and is no other institution’s name', () => {
    const seen = new Map<string, string>();
    const names = new Map(institutions.map((entry) => [canonicalKey(entry.name), entry.id]));
    const clashes: string[] = [];
    for (const alias of aliases) {
      const key = canonicalKey(alias.alias);
      if (seen.has(key) && seen.get(key) !== alias.target) clashes.push(`${alias.alias}: two institutions`);
      if (seen.has(key)) clashes.push(`${alias.alias}: listed twice`);
      seen.set(key, alias.target);
      const named = names.get(key);
      if (named !== undefined && named !== alias.target) clashes.push(`${alias.alias}: the name of ${named}`);
    }
    expect(clashes).toEqual([]);
  });

  it('gives a university name only for a college not already named after it (issue 19 §4)', () => {
    const universityAliases = aliases.filter((alias) => alias.kind === 'university');
    expect(universityAliases.length).toBeGreaterThanOrEqual(15);
    const names = (alias: (typeof aliases)[number]) =>
      /\b(UNIVERSITY|VISHWAVIDYALAYA|VIDYAPEETH)\b|^[A-Z]{4,6}\b/.test(alias.alias);
    const redundant = (alias: (typeof aliases)[number]) =>
      canonicalKey(byId.get(alias.target)?.name ?? '').includes(canonicalKey(alias.alias));
    expect(
      universityAliases.filter((alias) => !names(alias) || redundant(alias)).map((a) => a.alias),
    ).toEqual([]);
  });
});

describe('the data files', () => {
  it('carry the licence notice of the export they derive from, next to them', () => {
    const licence = join(dirname(institutionDataFiles().aicte), 'SOURCE-LICENSE.txt');
    expect(readFileSync(licence, 'utf8')).toMatch(
      /MIT License[\s\S]*copyright notice and this permission notice/i,
    );
  });
});
