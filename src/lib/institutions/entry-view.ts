import { highlightRanges, type HighlightRange, type MatchShape } from './highlight';
import type { IndexData } from './index-data';
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
  /** The alias the query matched, when it matched one rather than the name ('IIT KGP', 'NSIT'). */
  matchedAlias?: string;
  /** The former name the query matched ('DELHI COLLEGE OF ENGINEERING'): shown as "formerly …". */
  formerly?: string;
}

/** What matched a record, kept until the few results shown are turned into highlights. */
export type Found = MatchShape | { kind: 'tokens'; tokens: readonly QueryToken[] };

/** The index's records as the search reads them: words for scoring, and results for display. */
export function createEntryView(data: IndexData) {
  const { names } = data;
  const stopwords = new Set(data.words.flatMap((word, id) => (STOPWORDS.has(word) ? [id] : [])));
  const isStopword = (word: number) => stopwords.has(word);

  function recordWords(record: number): EntryWords {
    return {
      name: data.nameWords[record]!,
      extra: data.extraWords[record]!,
      acronyms: data.acronyms[record]!,
      place: data.places[data.placeOf[record]!]!.words,
      namesPlace: data.namesPlace[record] === 1,
    };
  }

  function score(tokens: readonly QueryToken[], record: number, detail?: MatchDetail): number {
    return wordScore(tokens, recordWords(record), isStopword, detail);
  }

  function shape(record: number, found: Found): MatchShape {
    if (found.kind !== 'tokens') return found;
    const detail: MatchDetail = { marks: [], extras: [] };
    score(found.tokens, record, detail);
    return { kind: 'words', marks: detail.marks, extras: detail.extras.map((word) => data.words[word]!) };
  }

  /** The institution a record stands for, as a result; found through an alias, it says which. */
  function hit(record: number, found: Found): InstitutionHit {
    const entry = data.entryOf[record]!;
    const name = names[entry]!;
    const place = data.places[data.placeOf[entry]!]!;
    const alias = record === entry ? undefined : names[record]!;
    return {
      id: data.ids[entry]!,
      name,
      district: place.district,
      ...(place.state ? { state: place.state } : {}),
      // What matched is the alias's text, not the name's: nothing of the name is marked.
      highlight: alias === undefined ? highlightRanges(name, shape(record, found)) : [],
      ...(alias === undefined ? {} : { matchedAlias: alias }),
      ...(alias !== undefined && data.former[record] ? { formerly: alias } : {}),
    };
  }

  return { names, score, hit };
}
