import { institutionId } from './catalog';
import { highlightRanges, type HighlightRange, type MatchShape } from './highlight';
import { displayNames, type InstitutionIndexPayload } from './index-format';
import { STOPWORDS } from './normalize';
import type { QueryToken } from './query-tokens';
import { wordScore, type EntryWords, type MatchDetail } from './rank';

/** One search result. */
export interface InstitutionHit {
  id: string;
  name: string;
  district: string;
  state?: string;
  highlight: HighlightRange[];
}

/** What matched an entry, kept until the few results shown are turned into highlights. */
export type Found = MatchShape | { kind: 'tokens'; tokens: readonly QueryToken[] };

/** The payload's entries as the search reads them: names, words for scoring, and results for display. */
export function createEntryView(payload: InstitutionIndexPayload) {
  const names = displayNames(payload);
  const stopwords = new Set(payload.words.flatMap((word, id) => (STOPWORDS.has(word) ? [id] : [])));
  const isStopword = (word: number) => stopwords.has(word);

  function entryWords(entry: number): EntryWords {
    return {
      name: payload.nameWords[entry]!,
      extra: payload.extraWords[entry]!,
      acronyms: payload.acronyms[entry]!,
      place: payload.places[payload.placeOf[entry]!]!.words,
    };
  }

  function score(tokens: readonly QueryToken[], entry: number, detail?: MatchDetail): number {
    return wordScore(tokens, entryWords(entry), isStopword, detail);
  }

  function shape(entry: number, found: Found): MatchShape {
    if (found.kind !== 'tokens') return found;
    const detail: MatchDetail = { marks: [], extras: [] };
    score(found.tokens, entry, detail);
    return { kind: 'words', marks: detail.marks, extras: detail.extras.map((word) => payload.words[word]!) };
  }

  function hit(entry: number, found: Found): InstitutionHit {
    const name = names[entry]!;
    const place = payload.places[payload.placeOf[entry]!]!;
    const state = payload.states[place.state];
    return {
      id: payload.idOverrides[entry] ?? institutionId(name, place.district),
      name,
      district: place.district,
      ...(state ? { state } : {}),
      highlight: highlightRanges(name, shape(entry, found)),
    };
  }

  return { names, score, hit };
}
