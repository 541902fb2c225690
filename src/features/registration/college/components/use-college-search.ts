import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { COLLEGE_SEARCH_DEBOUNCE_MS, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { useLatestAnswer } from '@/lib/use-latest-answer';
import { searchColleges } from '../api/college-api';

export type CollegeSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

/** The server search, with a failure logged (spec section 8: 'A failure is logged and the list emptied'). */
function searchAndLog(query: string): Promise<CollegeSuggestion[]> {
  return searchColleges(query).catch((error: unknown) => {
    console.error('College search failed', error);
    throw error;
  });
}

/**
 * Suggestions for the typed name: the server is asked 300 ms after the last keystroke, and only from 2 characters.
 * Until the answer for the current text arrives the status is 'searching'; a failure empties the list.
 */
export function useCollegeSearch(text: string): {
  status: CollegeSearchStatus;
  colleges: CollegeSuggestion[];
} {
  const query = text.trim();
  const active = query.length >= COLLEGE_SEARCH_MIN_CHARS;
  const answer = useLatestAnswer(active ? query : null, searchAndLog, {
    delayMs: COLLEGE_SEARCH_DEBOUNCE_MS,
  });
  if (!active) return { status: 'idle', colleges: [] };
  if (answer?.key !== query) return { status: 'searching', colleges: [] };
  return answer.result.ok
    ? { status: 'done', colleges: answer.result.data }
    : { status: 'failed', colleges: [] };
}
