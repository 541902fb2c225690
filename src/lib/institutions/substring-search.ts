import type { Institution } from './parse-list';

/** The spec's candidate-form behaviour: a case-insensitive substring match on the name. */
export function substringSearch(list: readonly Institution[], query: string, limit: number): Institution[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: Institution[] = [];
  for (const entry of list) {
    if (entry.name.toLowerCase().includes(needle)) {
      matches.push(entry);
      if (matches.length >= limit) break;
    }
  }
  return matches;
}
