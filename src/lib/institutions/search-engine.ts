import { createEntryView, type Found, type InstitutionHit } from './entry-view';
import { createFuzzyWords } from './fuzzy-words';
import { INSTITUTION_INDEX_VERSION, type InstitutionIndexPayload } from './index-format';
import { createMatchCounter } from './match-counter';
import { normalizeText } from './normalize';
import { createQueryReader, type QueryToken } from './query-tokens';
import { substringScore, TIER } from './rank';
import { createSubstringFilter } from './substring-filter';
import { TopMatches } from './top-matches';
import { createWordIndex } from './word-index';

export type { InstitutionHit } from './entry-view';

export interface InstitutionSearch {
  readonly size: number;
  /** Best matches first; never more than `limit`. Cheap enough to run on every keystroke. */
  search(query: string, limit: number): InstitutionHit[];
}

/** How a candidate matched, so what to highlight can be worked out for the few shown. */
const Matched = { Folded: 0, AsWritten: 1, Words: 2, Compact: 3, Corrected: 4 } as const;
type Matched = (typeof Matched)[keyof typeof Matched];

/** Near misses (all words but one) scored per keystroke, the most telling first. */
const NEAR_MISS_CANDIDATES = 64;
/** For near misses, rare words matched ('cbit' in 'cbit hyderabad') outweigh common ones ('hyderabad'). */
const NEAR_MISS_RARITY_WEIGHT = 5;
/**
 * Only this much of a query is read: twice the longest name in the list. It bounds the work per keystroke of a
 * pasted text and keeps the per-entry word counts (one byte each) from overflowing on hundreds of words.
 */
const MAX_QUERY_LENGTH = 200;

/**
 * The search over the serialized index. Tiers, each searched only while the better ones leave room:
 * 1. the name contains the query (the spec's case-insensitive substring; punctuation and spacing folded);
 * 2. every query word starts a word of the name, its abbreviation or acronym, or its district (any spelling) or state;
 * 3. the name contains the query once spaces are ignored ('sai ram' → SAIRAM);
 * 4. as 2, with typos (words nothing starts with) corrected by fuse.js; 5. all query words but one match.
 */
export function createInstitutionSearch(payload: InstitutionIndexPayload): InstitutionSearch {
  if (payload.version !== INSTITUTION_INDEX_VERSION) throw new Error('Institution index: unknown version');
  const view = createEntryView(payload);
  const { names } = view;
  const index = createWordIndex(payload);
  const counter = createMatchCounter(index, names.length);
  const reader = createQueryReader(payload.words, createFuzzyWords(payload));
  const lowerNames = names.map((name) => name.toLowerCase());
  const inFoldedNames = createSubstringFilter(index.normalizedNames);
  const inLowerNames = createSubstringFilter(lowerNames);
  const inCompactNames = createSubstringFilter(index.compactNames);
  const taken = new Int32Array(names.length);
  let generation = 0;

  function search(typed: string, limit: number): InstitutionHit[] {
    const query = typed.slice(0, MAX_QUERY_LENGTH);
    const text = normalizeText(query);
    if (!text || limit < 1) return [];
    generation += 1;
    const top = new TopMatches(limit, (entry) => names[entry]!.length);
    const offer = (entry: number, score: number, how: Matched) => {
      taken[entry] = generation;
      top.offer(entry, score, how);
    };
    const raw = query.replace(/\s+/g, ' ').trim().toLowerCase();
    const compact = text.replaceAll(' ', '');
    let tokens: readonly QueryToken[] = [];
    let corrected: readonly QueryToken[] = [];
    // What matched is worked out again for the few results shown, rather than kept for every candidate.
    const found = (entry: number, how: number): Found => {
      const at = (name: string, needle: string) => name.indexOf(needle);
      if (how === Matched.Folded) {
        const from = at(index.normalizedNames[entry]!, text);
        return { kind: 'span', from, to: from + text.length };
      }
      if (how === Matched.AsWritten) {
        const from = at(lowerNames[entry]!, raw);
        return { kind: 'source', from, to: from + raw.length };
      }
      if (how === Matched.Compact) {
        const from = at(index.compactNames[entry]!, compact);
        return { kind: 'compact', from, to: from + compact.length };
      }
      return { kind: 'tokens', tokens: how === Matched.Words ? tokens : corrected };
    };
    const done = () => top.entries.map((entry, at) => view.hit(entry, found(entry, top.tags[at]!)));

    // 1. The spec's substring match, on the folded name and, when folding changed the query, as written.
    inFoldedNames(text, (entry, at) => {
      offer(
        entry,
        TIER.substring + substringScore(index.normalizedNames[entry]!, at, text.length),
        Matched.Folded,
      );
    });
    if (raw !== text) {
      inLowerNames(raw, (entry, at) => {
        if (taken[entry] === generation) return;
        offer(entry, TIER.substring + substringScore(lowerNames[entry]!, at, raw.length), Matched.AsWritten);
      });
    }
    if (top.full) return done();

    // 2. Every word matched: as typed, abbreviated, as an acronym, or as the district (any spelling) or state.
    tokens = reader.tokens(text);
    const exact = counter.count(tokens);
    for (let at = 0; at < exact.size; at += 1) {
      const entry = exact.entries[at]!;
      if (exact.counts[at]! < exact.required || taken[entry] === generation) continue;
      offer(entry, TIER.allWords + view.score(tokens, entry), Matched.Words);
    }
    if (top.full) return done();

    // 3. The name contains the query once spaces are ignored ('sai ram' → SAIRAM, 'kjsomaiya').
    if (compact.length >= 3) {
      inCompactNames(compact, (entry, at) => {
        if (taken[entry] === generation) return;
        offer(
          entry,
          TIER.spacingIgnored + substringScore(index.compactNames[entry]!, at, compact.length),
          Matched.Compact,
        );
      });
      if (top.full) return done();
    }

    // 4. Typos: for words no vocabulary word starts with, fuse.js suggests close spellings. 5. All words but one.
    corrected = tokens.map(reader.corrected);
    const loose = corrected.every((token, at) => token.hits === tokens[at]!.hits)
      ? exact
      : counter.count(corrected);
    // A word still being typed ('kmct c') says too little for 'all but one word' to mean anything.
    const required = corrected.filter((token) => !token.optional);
    const nearMissesAllowed = required.length >= 2 && required.every((token) => token.text.length >= 3);
    // Only the near misses whose matched words are the rarest are worth scoring.
    const nearMisses = new TopMatches(NEAR_MISS_CANDIDATES, () => 0);
    for (let at = 0; at < loose.size; at += 1) {
      const entry = loose.entries[at]!;
      if (taken[entry] === generation) continue;
      const count = loose.counts[at]!;
      if (count >= loose.required)
        offer(entry, TIER.withTypos + view.score(corrected, entry), Matched.Corrected);
      else if (nearMissesAllowed && count === loose.required - 1) nearMisses.offer(entry, loose.weights[at]!);
    }
    nearMisses.entries.forEach((entry, at) => {
      const score = view.score(corrected, entry) + NEAR_MISS_RARITY_WEIGHT * nearMisses.scores[at]!;
      offer(entry, TIER.allButOneWord + score, Matched.Corrected);
    });
    return done();
  }

  return { size: names.length, search };
}
