/**
 * The serialized institution index, built once per build (scripts/institutions/build-index.ts) and loaded
 * lazily by the search. Columnar and by number, so it stays small: every word is stored once in `words`.
 */
export interface InstitutionIndexPayload {
  version: typeof INSTITUTION_INDEX_VERSION;
  /** How many institutions there are. */
  size: number;
  /**
   * Display names that differ from their normalized words in upper case ('A. P. SHAH ...'), by entry;
   * most names are just that ('ANNA UNIVERSITY'), so they are rebuilt at load (see displayNames).
   */
  nameOverrides: Record<number, string>;
  /** Per entry: its place (index into `places`). */
  placeOf: number[];
  /** Ids that differ from institutionId(name, district), by entry. */
  idOverrides: Record<number, string>;
  /** Distinct places (district + state) and the words they are found by (district, its variants, state). */
  places: { district: string; state: number; words: number[] }[];
  /** State names; a place's state is -1 when unknown. */
  states: string[];
  /** The vocabulary, sorted, so a prefix is a contiguous range. */
  words: string[];
  /** Per entry: the normalized words of its name, in order (stopwords included). */
  nameWords: number[][];
  /** Per entry: further forms of name words (canonical abbreviations, hyphen-joined words). */
  extraWords: number[][];
  /** Per entry: acronyms of its name. */
  acronyms: number[][];
  /**
   * Fuse.createIndex([], words).toJSON() over the words typos are corrected to: the name and place words
   * of three letters or more (not acronyms).
   */
  fuse: { keys: []; records: { v: string; i: number; n: number }[] };
}

export const INSTITUTION_INDEX_VERSION = 1;

/** Display names per entry: the stored override, or the name's words in upper case. */
export function displayNames(payload: InstitutionIndexPayload): string[] {
  return payload.nameWords.map(
    (ids, entry) =>
      payload.nameOverrides[entry] ??
      ids
        .map((id) => payload.words[id])
        .join(' ')
        .toUpperCase(),
  );
}
