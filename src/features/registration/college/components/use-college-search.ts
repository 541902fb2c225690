import { useEffect, useState } from 'react';
import type { CollegeSuggestion } from '@/lib/api/contract';
import { COLLEGE_SEARCH_DEBOUNCE_MS, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { searchColleges } from '../api/college-api';

export type CollegeSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

interface Answer {
  query: string;
  colleges: CollegeSuggestion[];
  failed?: boolean;
}

/**
 * Suggestions for the typed name: the server is asked 300 ms after the last keystroke, and only from 2 characters.
 * Until the answer for the current text arrives the status is 'searching'; a failure is logged and the list emptied.
 */
export function useCollegeSearch(text: string): {
  status: CollegeSearchStatus;
  colleges: CollegeSuggestion[];
} {
  const query = text.trim();
  const active = query.length >= COLLEGE_SEARCH_MIN_CHARS;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      searchColleges(query)
        .then((colleges) => {
          if (current) setAnswer({ query, colleges });
        })
        .catch((error: unknown) => {
          console.error('College search failed', error);
          if (current) setAnswer({ query, colleges: [], failed: true });
        });
    }, COLLEGE_SEARCH_DEBOUNCE_MS);
    return () => {
      // A newer text supersedes this one: its answer (if it still comes) is ignored.
      current = false;
      clearTimeout(timer);
    };
  }, [query, active]);

  if (!active) return { status: 'idle', colleges: [] };
  if (answer?.query !== query) return { status: 'searching', colleges: [] };
  return { status: answer.failed ? 'failed' : 'done', colleges: answer.colleges };
}
