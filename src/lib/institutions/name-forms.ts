import { STOPWORDS } from './normalize';

/** A word this long may be several run together ('GOVERNMENTENGINEERINGCOLLEGETHRISSUR'). */
export const GLUED_MIN_LENGTH = 14;
/**
 * Words that say what kind of institution it is. A run-together name always holds one; a long proper name
 * that happens to split into two listed words ('SHANKARACHARYA' = 'shankar' + 'acharya') does not.
 */
const KIND_WORDS: ReadonlySet<string> = new Set([
  ...['institute', 'institution', 'institutions', 'technology', 'technological', 'technical', 'engineering'],
  ...['college', 'polytechnic', 'university', 'government', 'management', 'science', 'sciences', 'research'],
  ...['education', 'academy', 'memorial', 'school', 'campus', 'of', 'and'],
]);

/**
 * The words a run-together word is made of, fewest pieces first, each a word of the list (a stopword may be
 * short: 'instituteofengineering') and one of them a kind word; [] when it is no such word. AICTE writes a few
 * names without spaces.
 */
export function gluedWordParts(word: string, isWord: (piece: string) => boolean): string[] {
  if (word.length < GLUED_MIN_LENGTH) return [];
  // best[i]: the fewest pieces that make word.slice(0, i), as the start of the last piece (-1: none).
  const pieces = new Array<number>(word.length + 1).fill(Infinity);
  const from = new Array<number>(word.length + 1).fill(-1);
  pieces[0] = 0;
  for (let end = 1; end <= word.length; end += 1) {
    for (let start = 0; start < end; start += 1) {
      if (pieces[start]! + 1 >= pieces[end]!) continue;
      const piece = word.slice(start, end);
      if (piece === word || (piece.length < 3 && !STOPWORDS.has(piece)) || !isWord(piece)) continue;
      pieces[end] = pieces[start]! + 1;
      from[end] = start;
    }
  }
  if (from[word.length] === -1) return [];
  const parts: string[] = [];
  for (let end = word.length; end > 0; end = from[end]!) parts.unshift(word.slice(from[end]!, end));
  return parts.some((part) => KIND_WORDS.has(part)) ? parts : [];
}

/**
 * The part of a name after the society that runs the institution ("B V V SANGHA'S BASAVESHWAR ENGINEERING
 * COLLEGE" → "BASAVESHWAR ENGINEERING COLLEGE"), which is what people shorten: 'bec', not 'bvvsbec'.
 * Undefined when the name has no possessive before its last two words.
 */
export function nameAfterOwner(name: string): string | undefined {
  const possessives = [...name.matchAll(/\S['’`]S\b/gi)];
  const last = possessives.at(-1);
  if (!last) return undefined;
  const rest = name.slice(last.index + last[0].length).trim();
  return rest.split(/\s+/).length >= 2 ? rest : undefined;
}
