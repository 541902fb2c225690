import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InstitutionIndexPayload } from '../../src/lib/institutions/index-format';
import { decodeIds } from '../../src/lib/institutions/id-codec';
import { canonicalKey } from '../../src/lib/institutions/normalize';

/** One benchmark query: what a person types and the institution they mean (an index into the payload's list). */
export interface BenchQuery {
  set: string;
  kind: string;
  text: string;
  /** -1 when the institution is not in the list at all: the query counts as a miss. */
  target: number;
  /** The target as the set writes it. */
  intended: string;
  state: string;
}

/**
 * The query sets, each a TSV of kind<TAB>query<TAB>target<TAB>state; the target is an AICTE id or
 * 'name:' + the name of an institution AICTE does not list. The independent set was written by another
 * engineer without seeing the search; the project's own set came with the first list; the gaps set (issue 19 §4:
 * renamed institutions, universities' own colleges, universities AICTE does not list) was written before the data
 * that closes those gaps.
 */
export const QUERY_SETS = [
  { name: 'independent', file: 'search-queries-field.tsv' },
  { name: 'project', file: 'search-queries.tsv' },
  { name: 'gaps', file: 'search-queries-gaps.tsv' },
] as const;

/** Reads a set and finds each target in the list (a target the list lacks stays in the set, as a miss). */
export function readQuerySet(
  set: (typeof QUERY_SETS)[number],
  payload: InstitutionIndexPayload,
): BenchQuery[] {
  const ids = decodeIds(payload.ids);
  const byId = new Map(ids.map((id, entry) => [id, entry]));
  const names = payload.names.split('\n');
  const states = payload.placeOf.map((place) => payload.states[payload.places[place]!.state]);
  const text = readFileSync(fileURLToPath(new URL(`./${set.file}`, import.meta.url)), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [kind = '', query = '', target = '', state = ''] = line.split('\t');
      let entry = byId.get(target);
      if (target.startsWith('name:')) {
        const key = canonicalKey(target.slice('name:'.length));
        const found = names.flatMap((name, at) => (canonicalKey(name) === key ? [at] : []));
        entry = found.find((at) => states[at] === state) ?? found[0];
      }
      return { set: set.name, kind, text: query, target: entry ?? -1, intended: target, state };
    });
}
