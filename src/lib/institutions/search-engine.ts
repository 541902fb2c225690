import { createEntryView, type Found, type InstitutionHit } from './entry-view';
import { createFuzzyWords } from './fuzzy-words';
import { hydrateIndex, hydrateIndexInSlices, type IndexData } from './index-data';
import type { InstitutionIndexPayload } from './index-format';
import { createMatchCounter } from './match-counter';
import { normalizeText } from './normalize';
import { createQueryReader, type QueryToken } from './query-tokens';
import { SECONDARY_PENALTY, substringScore, TIER } from './rank';
import { createSubstringFilter } from './substring-filter';
import { TopMatches } from './top-matches';
import { createWordIndex, wordsWithPrefix } from './word-index';

export type { InstitutionHit } from './entry-view';

export interface InstitutionSearch {
  readonly size: number;
  /** Best matches first; never more than `limit`. Cheap enough to run on every keystroke. */
  search(query: string, limit: number): InstitutionHit[];
}

/** How a candidate matched, so what to highlight can be worked out for the few shown. */
const Matched = { Folded: 0, AsWritten: 1, Words: 2, Compact: 3, Corrected: 4, Acronym: 5 } as const;
type Matched = (typeof Matched)[keyof typeof Matched];
const HOW_BITS = 3;

/** Near misses (all words but one) scored per keystroke, the most telling first. */
const NEAR_MISS_CANDIDATES = 64;
/** For near misses, rare words matched ('cbit' in 'cbit hyderabad') outweigh common ones ('hyderabad'). */
const NEAR_MISS_RARITY_WEIGHT = 5;
/**
 * A word is rare enough to stand for the query on its own (last tier) when at most 1 institution in 25 has it:
 * 'jadavpur' or 'sangli' is, 'college' or 'government' is not. Rarity is log(1 + size / entries having it).
 */
const RARE_WORD = Math.log(1 + 25);
/**
 * Only this much of a query is read: twice the longest name in the list. It bounds the work per keystroke of a
 * pasted text and keeps the per-entry word counts (one byte each) from overflowing on hundreds of words.
 */
const MAX_QUERY_LENGTH = 200;
/**
 * 'nit' is the acronym of NRI INSTITUTE OF TECHNOLOGY and of every NATIONAL INSTITUTE OF TECHNOLOGY <place>;
 * typed alone it means the latter, a system's campuses (the acronym of the name without its place).
 */
const SYSTEM_ACRONYM_BONUS = 50;

/**
 * The search over the index. Records are institutions and their aliases (former and informal names), searched
 * alike; a result is the institution, once, with its best match. Tiers, each searched only while the better
 * ones leave room:
 * 1. the name contains the query (the spec's case-insensitive substring; punctuation and spacing folded), and
 *    the query is a whole acronym of the name ('kiit') — above names that merely start with those letters;
 * 2. every query word starts a word of the name, its abbreviation or acronym, or its district (any spelling) or state;
 * 3. the name contains the query once spaces are ignored ('sai ram' → SAIRAM);
 * 4. as 2, with typos corrected (fuse.js, and the first letter: first-letter.ts); 5. all query words but one;
 * 6. for a query of several words, the institutions its rarest matching words point at.
 * Polytechnics and campuses rank below a degree-granting institution matched as well (SECONDARY_PENALTY).
 */
export function createInstitutionSearch(payload: InstitutionIndexPayload): InstitutionSearch {
  return searchOver(hydrateIndex(payload));
}

/** The same, its index derived a slice at a time with `pause` between (the page's loader: load-index.ts). */
export async function createInstitutionSearchInSlices(
  payload: InstitutionIndexPayload,
  pause: () => Promise<void>,
): Promise<InstitutionSearch> {
  return searchOver(await hydrateIndexInSlices(payload, pause));
}

function searchOver(data: IndexData): InstitutionSearch {
  const view = createEntryView(data);
  const { names, entryOf } = data;
  const index = createWordIndex(data);
  const counter = createMatchCounter(index, names.length);
  const reader = createQueryReader(data.words, createFuzzyWords(data.words, data.fuzzyWords));
  const lowerNames = names.map((name) => name.toLowerCase());
  const inFoldedNames = createSubstringFilter(index.normalizedNames);
  const inLowerNames = createSubstringFilter(lowerNames);
  const inCompactNames = createSubstringFilter(index.compactNames);
  // When each institution was last offered: a stamp that rises with every tier of every search. An institution
  // found in a better tier is skipped; within a tier, its name and its aliases all compete (the best one counts).
  const taken = new Int32Array(data.size);
  let stamp = 0;

  function search(typed: string, limit: number): InstitutionHit[] {
    const query = typed.slice(0, MAX_QUERY_LENGTH);
    const text = normalizeText(query);
    if (!text || limit < 1) return [];
    stamp += 1;
    const searchStart = stamp;
    const nextTier = () => (stamp += 1);
    const top = new TopMatches(limit, (entry) => names[entry]!.length);
    const offer = (record: number, score: number, how: Matched) => {
      const entry = entryOf[record]!;
      taken[entry] = stamp;
      const spans = how === Matched.Words || how === Matched.Corrected ? 'words' : 'span';
      const penalty = data.secondary[entry] ? SECONDARY_PENALTY[spans] : 0;
      top.offer(entry, score - penalty, (record << HOW_BITS) | how);
    };
    const isTaken = (record: number) => {
      const at = taken[entryOf[record]!]!;
      return at >= searchStart && at < stamp;
    };
    const raw = query.replace(/\s+/g, ' ').trim().toLowerCase();
    const compact = text.replaceAll(' ', '');
    let tokens: readonly QueryToken[] = [];
    let corrected: readonly QueryToken[] = [];
    // What matched is worked out again for the few results shown, rather than kept for every candidate.
    const found = (record: number, how: number): Found => {
      const at = (name: string, needle: string) => name.indexOf(needle);
      if (how === Matched.Folded) {
        const from = at(index.normalizedNames[record]!, text);
        return { kind: 'span', from, to: from + text.length };
      }
      if (how === Matched.AsWritten) {
        const from = at(lowerNames[record]!, raw);
        return { kind: 'source', from, to: from + raw.length };
      }
      if (how === Matched.Compact) {
        const from = at(index.compactNames[record]!, compact);
        return { kind: 'compact', from, to: from + compact.length };
      }
      return { kind: 'tokens', tokens: how === Matched.Corrected ? corrected : tokens };
    };
    const done = () =>
      top.entries.map((_, at) => {
        const tag = top.tags[at]!;
        const record = tag >> HOW_BITS;
        return view.hit(record, found(record, tag & ((1 << HOW_BITS) - 1)));
      });

    // 1. The spec's substring match, on the folded name and, when folding changed the query, as written.
    inFoldedNames(text, (record, at) => {
      offer(
        record,
        TIER.substring + substringScore(index.normalizedNames[record]!, at, text.length),
        Matched.Folded,
      );
    });
    if (raw !== text) {
      inLowerNames(raw, (record, at) => {
        if (isTaken(record)) return;
        offer(
          record,
          TIER.substring + substringScore(lowerNames[record]!, at, raw.length),
          Matched.AsWritten,
        );
      });
    }
    // The query is a whole acronym of the name: above names that merely start with its letters.
    if (compact.length >= 2) {
      const { from, to } = wordsWithPrefix(data.words, compact);
      if (from < to && data.words[from] === compact) {
        const { offsets, items } = index.postings.acronym;
        for (let at = offsets[from]!; at < offsets[from + 1]!; at += 1) {
          const record = items[at]!;
          const system = data.systemAcronyms[record]!.includes(from) ? SYSTEM_ACRONYM_BONUS : 0;
          offer(record, TIER.exactAcronym + system, Matched.Acronym);
        }
      }
    }
    if (top.full) return done();

    // 2. Every word matched: as typed, abbreviated, as an acronym, or as the district (any spelling) or state.
    nextTier();
    tokens = reader.tokens(text, /[\s.,]$/.test(query));
    const exact = counter.count(tokens);
    for (let at = 0; at < exact.size; at += 1) {
      const record = exact.entries[at]!;
      if (exact.counts[at]! < exact.required || isTaken(record)) continue;
      offer(record, TIER.allWords + view.score(tokens, record), Matched.Words);
    }
    if (top.full) return done();

    // 3. The name contains the query once spaces are ignored ('sai ram' → SAIRAM, 'kjsomaiya').
    nextTier();
    if (compact.length >= 3) {
      inCompactNames(compact, (record, at) => {
        if (isTaken(record)) return;
        offer(
          record,
          TIER.spacingIgnored + substringScore(index.compactNames[record]!, at, compact.length),
          Matched.Compact,
        );
      });
      if (top.full) return done();
    }

    // 4. Typos: words no vocabulary word starts with, corrected. 5. All words but one. 6. The rarest words.
    nextTier();
    corrected = tokens.map(reader.corrected);
    const loose = corrected.every((token, at) => token.hits === tokens[at]!.hits)
      ? exact
      : counter.count(corrected);
    // A last word still being typed ('kmct c') says too little for 'all but one word' to mean anything.
    const required = corrected.filter((token) => !token.optional);
    const severalWords = required.length >= 2 && required.at(-1)!.text.length >= 3;
    // Only the near misses whose matched words are the rarest are worth scoring.
    const nearMisses = new TopMatches(NEAR_MISS_CANDIDATES, () => 0, false);
    const rarest = new TopMatches(NEAR_MISS_CANDIDATES, () => 0, false);
    for (let at = 0; at < loose.size; at += 1) {
      const record = loose.entries[at]!;
      if (isTaken(record)) continue;
      const count = loose.counts[at]!;
      if (count >= loose.required)
        offer(record, TIER.withTypos + view.score(corrected, record), Matched.Corrected);
      else if (severalWords && count === loose.required - 1) nearMisses.offer(record, loose.weights[at]!);
      else if (severalWords && loose.peaks[at]! >= RARE_WORD) rarest.offer(record, loose.weights[at]!);
    }
    nearMisses.entries.forEach((record, at) => {
      const score = view.score(corrected, record) + NEAR_MISS_RARITY_WEIGHT * nearMisses.scores[at]!;
      offer(record, TIER.allButOneWord + score, Matched.Corrected);
    });
    if (top.full) return done();
    // A query of several words never comes back empty while one of its rare words matches something.
    rarest.entries.forEach((record, at) => {
      if (isTaken(record)) return;
      offer(record, TIER.someWords + NEAR_MISS_RARITY_WEIGHT * rarest.scores[at]!, Matched.Corrected);
    });
    return done();
  }

  return { size: data.size, search };
}
