import { loadInstitutionSearch } from './load-index';

/** A suggestion for the candidate form's college field. */
export interface InstitutionSuggestion {
  id: string;
  name: string;
  district: string;
  /** The state, when it is known from the district. */
  state?: string;
  /** [start, end) character ranges of `name` that matched (end exclusive, like String.slice). */
  highlight?: readonly (readonly [number, number])[];
  /** Found through a former name: that name, to show as "formerly …" beside the current one. */
  formerly?: string;
  /** Found through an alias (former or informal: 'IIT KGP'): the alias as written. */
  matchedAlias?: string;
}

/** Starts loading the index ahead of the first keystroke (e.g. when the college field gets focus). */
export function preloadInstitutionSearch(): void {
  loadInstitutionSearch().catch(() => undefined);
}

/**
 * Local suggestions for the candidate form: names containing the typed text first (the spec's case-insensitive
 * substring match, punctuation and spacing folded), then abbreviations, acronyms, district spellings and typos.
 * After the first (lazy) load this answers within a frame; see docs/institution-search.md.
 */
export async function searchInstitutionsLocally(
  query: string,
  limit: number,
): Promise<InstitutionSuggestion[]> {
  const search = await loadInstitutionSearch();
  return search.search(query, limit);
}
