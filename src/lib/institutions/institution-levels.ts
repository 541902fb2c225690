/**
 * Levels of engineering study an institution offers, as the data files write them (data/README.md): short codes,
 * so the search index stays small. Order is the display order.
 */
const INSTITUTION_LEVELS = {
  D: 'Diploma',
  PD: 'Post diploma',
  UG: 'Under-graduate',
  INT: 'Integrated',
  PG: 'Post-graduate',
  PGD: 'Post-graduate diploma',
  PGC: 'Post-graduate certificate',
} as const;
export type InstitutionLevel = keyof typeof INSTITUTION_LEVELS;

const CODES = Object.keys(INSTITUTION_LEVELS) as InstitutionLevel[];

function isInstitutionLevel(code: string): code is InstitutionLevel {
  return (CODES as string[]).includes(code);
}

/** 'UG;PG' → ['UG', 'PG'] in display order; throws on an unknown code (a data file was edited by hand). */
export function parseLevels(text: string): InstitutionLevel[] {
  const codes = text
    .split(';')
    .map((code) => code.trim())
    .filter(Boolean);
  for (const code of codes) if (!isInstitutionLevel(code)) throw new Error(`unknown level '${code}'`);
  return CODES.filter((code) => codes.includes(code));
}

/**
 * Diploma levels only (a polytechnic): such an institution ranks below a degree-granting one of the same name
 * (docs/institution-search.md), since a person typing 'siddaganga' more likely means the institute.
 */
export function offersOnlyDiplomas(levels: readonly InstitutionLevel[]): boolean {
  return levels.length > 0 && levels.every((level) => level === 'D' || level === 'PD');
}
