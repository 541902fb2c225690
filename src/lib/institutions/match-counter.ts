import type { QueryToken } from './query-tokens';
import { forEachPosting, type Postings, type WordIndex } from './word-index';

/**
 * Entries that matched some required query words: how many, and how telling those matches are. The first `size`
 * items of each array are the answer; it stays valid until the next call but one.
 */
export interface CountedMatches {
  required: number;
  size: number;
  entries: Int32Array;
  counts: Uint8Array;
  /**
   * Per entry, the sum over the query words it matched of hit quality × the word's rarity
   * (log inverse entry frequency): 'cbit' tells more than 'hyderabad', an exact word more than a typo's guess.
   */
  weights: Float64Array;
  /** Per entry, the most telling single query word it matched (hit quality × rarity). */
  peaks: Float64Array;
}

function postingCount(postings: Postings, key: number): number {
  return postings.offsets[key + 1]! - postings.offsets[key]!;
}

/**
 * Counts, per entry, how many required query words it matches (in its name, extra forms, acronyms or place),
 * walking only the postings of the words each query word hit. Buffers are reused between keystrokes.
 */
export function createMatchCounter(index: WordIndex, size: number) {
  const { postings, placeMembers } = index;
  const rarity = new Float64Array(index.words.length).map((_, word) => {
    let entries = postingCount(postings.name, word) + postingCount(postings.extra, word);
    entries += postingCount(postings.acronym, word);
    forEachPosting(postings.places, word, (place) => (entries += postingCount(placeMembers, place)));
    return Math.log(1 + size / Math.max(1, entries));
  });
  const counts = new Uint8Array(size);
  const weights = new Float64Array(size);
  const peaks = new Float64Array(size);
  const best = new Float64Array(size);
  const entryStamp = new Int32Array(size);
  const perToken = new Int32Array(size);
  const touched = new Int32Array(size);
  let stamp = 0;
  let found = 0;
  // Two answers alternate, so the caller can hold one (the exact words') while asking for the next (with typos).
  const answers = [0, 1].map(() => ({
    entries: new Int32Array(size),
    counts: new Uint8Array(size),
    weights: new Float64Array(size),
    peaks: new Float64Array(size),
  }));
  let nextAnswer = 0;

  /** Marks the entries posted under `key` as matched by the current query word, each once, keeping its best worth. */
  function visit(list: Postings, key: number, worth: number): void {
    const end = list.offsets[key + 1]!;
    for (let at = list.offsets[key]!; at < end; at += 1) {
      const entry = list.items[at]!;
      if (entryStamp[entry] !== stamp) {
        entryStamp[entry] = stamp;
        perToken[found++] = entry;
        best[entry] = worth;
      } else if (worth > best[entry]!) best[entry] = worth;
    }
  }

  function count(tokens: readonly QueryToken[]): CountedMatches {
    const required = tokens.filter((token) => !token.optional);
    let touchedSize = 0;
    for (const token of required) {
      stamp += 1;
      found = 0;
      const acronyms = token.text.length >= 2;
      for (const [word, hit] of token.hits) {
        const worth = hit.quality * rarity[word]!;
        visit(postings.name, word, worth);
        visit(postings.extra, word, worth);
        if (acronyms) visit(postings.acronym, word, worth);
        const end = postings.places.offsets[word + 1]!;
        for (let at = postings.places.offsets[word]!; at < end; at += 1) {
          visit(placeMembers, postings.places.items[at]!, worth);
        }
      }
      for (let at = 0; at < found; at += 1) {
        const entry = perToken[at]!;
        if (counts[entry] === 0) {
          touched[touchedSize++] = entry;
          weights[entry] = 0;
          peaks[entry] = 0;
        }
        counts[entry] = counts[entry]! + 1;
        weights[entry] = weights[entry]! + best[entry]!;
        if (best[entry]! > peaks[entry]!) peaks[entry] = best[entry]!;
      }
    }
    const answer = answers[nextAnswer]!;
    nextAnswer = 1 - nextAnswer;
    for (let at = 0; at < touchedSize; at += 1) {
      const entry = touched[at]!;
      answer.entries[at] = entry;
      answer.counts[at] = counts[entry]!;
      answer.weights[at] = weights[entry]!;
      answer.peaks[at] = peaks[entry]!;
      counts[entry] = 0;
    }
    return { required: required.length, size: touchedSize, ...answer };
  }

  return { count };
}
