import { parseInstitutionList, type Institution } from './parse-list';
import { substringSearch } from './substring-search';

/** A suggestion for the candidate form's college field. */
export interface InstitutionSuggestion {
  id: string;
  name: string;
  district: string;
  /** The state, when it is known from the district. */
  state?: string;
  /** Character ranges of `name` to highlight, when the matcher provides them. */
  highlight?: readonly (readonly [number, number])[];
}

let listPromise: Promise<Institution[]> | undefined;

/** The bundled reference list, loaded once and lazily (its own chunk), never per keystroke. */
function loadList(): Promise<Institution[]> {
  listPromise ??= import('../../../data/institutions.txt?raw').then((module) =>
    parseInstitutionList(module.default),
  );
  return listPromise;
}

/**
 * Local suggestions for the candidate form: the spec's case-insensitive substring match.
 * (The institution-search work replaces the internals with the normalized fuse.js index; callers keep this API.)
 */
export async function searchInstitutionsLocally(
  query: string,
  limit: number,
): Promise<InstitutionSuggestion[]> {
  const list = await loadList();
  return substringSearch(list, query, limit).map(({ id, name, district }) => ({ id, name, district }));
}
