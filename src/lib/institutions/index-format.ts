import type { EncodedIds } from './id-codec';

/**
 * The serialized institution index, assembled once per build (scripts/institutions/build-index.ts) and loaded
 * lazily by the search, which derives its word lists from it (index-data.ts). It holds text rather than word
 * numbers: 6,000 names compress far better as text (gzip finds 'INSTITUTE OF TECHNOLOGY' everywhere) than as
 * lists of numbers, and the candidate form's budget for it is 150 KB gzipped.
 */
export interface InstitutionIndexPayload {
  version: typeof INSTITUTION_INDEX_VERSION;
  /** The institutions' names as listed, one per line. */
  names: string;
  /** Their ids, compactly (id-codec.ts). */
  ids: EncodedIds;
  /** Per institution: its place (index into `places`). */
  placeOf: number[];
  /** Distinct places: the district as listed, its state (index into `states`), the district's other names. */
  places: { district: string; state: number; other: string[] }[];
  states: string[];
  /** One character per institution: '1' ranks below a degree-granting one of the same name (polytechnics, campuses). */
  secondary: string;
  /** Former and informal names, one per line; each is searched like a name. */
  aliases: string;
  /** Per alias: the institution it names. */
  aliasOf: number[];
  /** One character per alias: '1' for a former name (a suggestion found through it says "formerly …"). */
  former: string;
}

export const INSTITUTION_INDEX_VERSION = 2;
