import { COLLEGE_SEARCH_LIMIT, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { searchInstitutionsLocally } from '@/lib/institutions/local-search';
import { afterNextPaint } from '@/lib/next-task';
import { useLatestAnswer } from '@/lib/use-latest-answer';

/**
 * Searches once the key press is painted: the character shows at once and the suggestions a frame later, instead of
 * the search and its list delaying the character (key press to next paint, docs/performance.md).
 */
const searchLocally = (needle: string) =>
  afterNextPaint().then(() => searchInstitutionsLocally(needle, COLLEGE_SEARCH_LIMIT));

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
