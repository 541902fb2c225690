import { COLLEGE_SEARCH_LIMIT, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { searchInstitutionsLocally } from '@/lib/institutions/local-search';
import { useLatestAnswer } from '@/lib/use-latest-answer';

const searchLocally = (needle: string) => searchInstitutionsLocally(needle, COLLEGE_SEARCH_LIMIT);

/**
 * Local suggestions for the typed college text. `settled` is true once the answer for exactly this text is in,
 * so "nothing matches" is never claimed for a search still running.
 */
export function useInstitutionSuggestions(query: string) {
  const needle = query.trim();
  const active = needle.length >= COLLEGE_SEARCH_MIN_CHARS;
  const answer = useLatestAnswer(active ? needle : null, searchLocally);
  const settled = active && answer?.key === needle;
  return { suggestions: settled && answer.result.ok ? answer.result.data : [], settled };
}
