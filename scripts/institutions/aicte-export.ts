import type { InstitutionLevel } from '../../src/lib/institutions/institution-levels';
import { normalizeText } from '../../src/lib/institutions/normalize';
import { parseCsv } from './csv';
import { repairMojibake } from './mojibake';
import type { Programme } from './programme-groups';

/** One institution of an AICTE approved-institutions export, as read (text cleaned, nothing interpreted). */
export interface ExportRow {
  id: string;
  name: string;
  district: string;
  state: string;
  address: string;
  university: string;
  /** Level names as AICTE writes them, ';'-joined ('DIPLOMA;UNDER GRADUATE'). */
  levels: string;
  /** 'COURSE|LEVEL|INTAKE', ';'-joined. */
  programmes: string;
}

type Field = keyof ExportRow;

/** Column names AICTE exports have used, by field (compared with case, spaces and punctuation folded). */
const COLUMNS: Record<Field, readonly string[]> = {
  id: ['aicte id', 'aicte_id', 'permanent id', 'institute id', 'application id', 'id'],
  name: ['name', 'institute name', 'institution name', 'name of the institute', 'college name'],
  district: ['district', 'district name', 'city'],
  state: ['state', 'state name', 'state ut', 'state union territory'],
  address: ['address', 'institute address', 'address line'],
  university: ['university', 'affiliating university', 'university board', 'affiliation'],
  levels: ['levels', 'level', 'program level', 'programme level'],
  programmes: ['programmes', 'programs', 'courses'],
};
/** Without these the list cannot be built; the others only enrich the mock's answers. */
const REQUIRED: readonly Field[] = ['id', 'name', 'district', 'state'];

function columnOf(headers: readonly string[], field: Field): number {
  const wanted = COLUMNS[field].map(normalizeText);
  const index = headers.findIndex((header) => wanted.includes(normalizeText(header)));
  if (index === -1 && REQUIRED.includes(field)) {
    throw new Error(`AICTE export: no ${field} column (looked for: ${COLUMNS[field].join(', ')})`);
  }
  return index;
}

/** Encoding damage repaired (mojibake.ts), whitespace collapsed; nothing else is changed. */
const clean = (text: string) => repairMojibake(text).replace(/\s+/g, ' ').trim();

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
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as Field[]).map((field) => [field, columnOf(headers, field)]),
  ) as Record<Field, number>;
  return body.map(
    (cells) =>
      Object.fromEntries(
        (Object.keys(COLUMNS) as Field[]).map((field) => [
          field,
          at[field] === -1 ? '' : clean(cells[at[field]] ?? ''),
        ]),
      ) as unknown as ExportRow,
  );
}

/** AICTE's level names (and the odd abbreviation) → the data files' codes. */
const LEVEL_CODES: Record<string, InstitutionLevel> = {
  diploma: 'D',
  'post diploma': 'PD',
  'under graduate': 'UG',
  undergraduate: 'UG',
  ug: 'UG',
  integrated: 'INT',
  'post graduate': 'PG',
  postgraduate: 'PG',
  pg: 'PG',
  'post graduate diploma': 'PGD',
  'pg diploma': 'PGD',
  'post graduate certificate': 'PGC',
};

/** A level name as the export writes it → its code; undefined for one this importer does not know. */
export function levelCode(name: string): InstitutionLevel | undefined {
  const key = normalizeText(name);
  return Object.hasOwn(LEVEL_CODES, key) ? LEVEL_CODES[key] : undefined;
}

/** 'COURSE|LEVEL|INTAKE;...' → programmes; an unknown level or intake is left out and reported. */
export function parseProgrammes(text: string, unknown: Set<string>): Programme[] {
  return text
    .split(';')
    .map((part) => part.split('|').map(clean))
    .flatMap(([course = '', levelName = '', intakeText = '']) => {
      const level = levelCode(levelName);
      const intake = Number(intakeText);
      if (!course) return [];
      if (!level || !Number.isFinite(intake) || intake < 0) {
        unknown.add(`${course}|${levelName}|${intakeText}`);
        return [];
      }
      return [{ course, level, intake }];
    });
}
