import type { QueryToken } from './query-tokens';

/**
 * Tiers, best first; a tier's base is above any score within the one below it (scores stay under 1000).
 * SUBSTRING is the spec's behaviour (case-insensitive substring of the name) and always comes first.
 */
export const TIER = {
  substring: 5000,
  /**
   * Within the substring tier: the query is a whole acronym of the name ('kiit' for KALINGA INSTITUTE OF
   * INDUSTRIAL TECHNOLOGY). Above a name that merely starts with those letters (KIIT POLYTECHNIC scores at most
   * 5000 + 100 + 200 + 100 + 30), below a name (or alias) that is the query itself (5000 + 930).
   */
  exactAcronym: 5600,
  allWords: 4000,
  spacingIgnored: 3000,
  withTypos: 2000,
  allButOneWord: 1000,
  someWords: 0,
} as const;

/**
 * What an institution that ranks below a flagship of the same name loses (a polytechnic, a campus or
 * extension: SIDDAGANGA POLYTECHNIC below SIDDAGANGA INSTITUTE OF TECHNOLOGY for 'siddaganga'): more than a
 * shorter name gains in a substring match (at most 100), less than a whole-name match is worth; in the word
 * tiers, less than one word's match (about 10) but more than coverage differences (at most 4). It never moves a
 * result across tiers.
 */
export const SECONDARY_PENALTY = { span: 120, words: 3 } as const;

/** Where a query word matched a name word: its position and how many leading characters to highlight. */
export interface NameMark {
  position: number;
  shown: number;
}

/** What an entry's name, extra forms, acronyms and place are made of (word ids). */
export interface EntryWords {
  name: readonly number[];
  extra: readonly number[];
  acronyms: readonly number[];
  place: readonly number[];
  /** The name mentions the place too ('GOVERNMENT POLYTECHNIC, BELGAUM'): a place word counts nearly as a name word. */
  namesPlace: boolean;
}

/** Filled by wordScore when asked: what to highlight. Only done for the few results shown. */
export interface MatchDetail {
  marks: NameMark[];
  /** Extra forms (word ids) that matched: abbreviations and joined spellings of name words. */
  extras: number[];
}

/** How much a match in each part of an entry counts, times the hit's quality. */
const WEIGHT = { name: 10, extra: 9, acronym: 8, place: 7, placeInName: 9 } as const;

/** Score of a contiguous match at `at` of a `length`-character query in `text` (normalized name). */
export function substringScore(text: string, at: number, length: number): number {
  let score = (100 * length) / text.length;
  if (length === text.length) score += 500;
  if (at === 0) score += 200;
  if (at === 0 || text.charAt(at - 1) === ' ') score += 100;
  const end = at + length;
  if (end === text.length || text.charAt(end) === ' ') score += 30;
  return score;
}

/** The word that gave bestIn's answer, when it improved on the best it was given (kept to avoid allocating). */
let bestWord = -1;

function bestIn(list: readonly number[], token: QueryToken, weight: number, best: number): number {
  bestWord = -1;
  for (const word of list) {
    const hit = token.hits.get(word);
    if (hit && weight * hit.quality > best) {
      best = weight * hit.quality;
      bestWord = word;
    }
  }
  return best;
}

/**
 * Scores an entry against the query words: each word's best match (name > extra form > acronym > place),
 * plus words matched in the name's order, a match on the first word, and how much of the name is covered
 * (so 'ANNA UNIVERSITY' beats 'ANNA UNIVERSITY REGIONAL CAMPUS' for 'anna university').
 * Runs for thousands of candidates per keystroke, so it allocates nothing unless `detail` is given.
 */
export function wordScore(
  tokens: readonly QueryToken[],
  entry: EntryWords,
  isStopword: (word: number) => boolean,
  detail?: MatchDetail,
): number {
  let score = 0;
  let previous = -1;
  let covered = 0;
  let coveredMask = 0;
  for (const token of tokens) {
    let best = 0;
    let position = -1;
    let shown = 0;
    for (let at = 0; at < entry.name.length; at += 1) {
      const hit = token.hits.get(entry.name[at]!);
      if (hit && WEIGHT.name * hit.quality > best) {
        best = WEIGHT.name * hit.quality;
        position = at;
        shown = hit.shown;
      }
    }
    const inName = best;
    best = bestIn(entry.extra, token, WEIGHT.extra, best);
    const extraWord = bestWord;
    const withExtra = best;
    if (token.text.length >= 2) best = bestIn(entry.acronyms, token, WEIGHT.acronym, best);
    best = bestIn(entry.place, token, entry.namesPlace ? WEIGHT.placeInName : WEIGHT.place, best);
    if (best === 0) continue;
    score += best;
    if (best === inName) {
      if (position > previous) score += previous === -1 && position === 0 ? 2 : 1;
      previous = position;
      const bit = position < 31 ? 1 << position : 0;
      if (!(coveredMask & bit)) covered += 1;
      coveredMask |= bit;
      detail?.marks.push({ position, shown });
    } else if (best === withExtra && extraWord !== -1) {
      detail?.extras.push(extraWord);
    }
  }
  let significant = 0;
  for (const word of entry.name) if (!isStopword(word)) significant += 1;
  return score + 4 * Math.min(1, covered / Math.max(1, significant));
}
