import { useEffect, useState } from 'react';
import { COLLEGE_SEARCH_LIMIT, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { searchInstitutionsLocally, type InstitutionSuggestion } from '@/lib/institutions/local-search';

interface SearchResult {
  query: string;
  items: InstitutionSuggestion[];
}

/**
 * Local suggestions for the typed college text. `settled` is true once the answer for exactly this text is in,
 * so "nothing matches" is never claimed for a search still running.
 */
export function useInstitutionSuggestions(query: string) {
  const needle = query.trim();
  const active = needle.length >= COLLEGE_SEARCH_MIN_CHARS;
  const [result, setResult] = useState<SearchResult>({ query: '', items: [] });

  useEffect(() => {
    if (!active) return;
    let current = true;
    searchInstitutionsLocally(needle, COLLEGE_SEARCH_LIMIT).then(
      (items) => current && setResult({ query: needle, items }),
      () => current && setResult({ query: needle, items: [] }),
    );
    return () => {
      current = false;
    };
  }, [needle, active]);

  const settled = active && result.query === needle;
  return { suggestions: settled ? result.items : [], settled };
}
