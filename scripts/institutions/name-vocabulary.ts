import { dataLines } from '../../src/lib/institutions/data-lines';

/** data/institution-name-words.txt: the common words of institution names, one a line. */
export function parseNameWords(text: string): Set<string> {
  return new Set(dataLines(text).map(({ line }) => line.toUpperCase()));
}

/** The most words of the vocabulary the token splits into, with nothing left over (0 when it does not). */
function wholeSplit(token: string, words: ReadonlySet<string>): number {
  const best: number[] = [0];
  for (let end = 1; end <= token.length; end += 1) {
    best[end] = -1;
    for (let start = 0; start < end; start += 1) {
      if (best[start]! >= 0 && words.has(token.slice(start, end))) {
        best[end] = Math.max(best[end]!, best[start]! + 1);
      }
    }
  }
  return Math.max(0, best[token.length]!);
}

/** How many long words (5 letters or more) of the vocabulary the token holds, each counted once, longest first. */
function longWordsWithin(token: string, words: ReadonlySet<string>): number {
  let rest = token;
  let found = 0;
  for (const word of [...words].filter((w) => w.length >= 5).sort((a, b) => b.length - a.length)) {
    if (!rest.includes(word)) continue;
    found += 1;
    rest = rest.replace(word, ' ');
  }
  return found;
}

/**
 * Whether a name's token runs words together: it is two or more vocabulary words with nothing between them
 * (INSTITUTEOF), or holds two long ones among other letters (BHARATHPOLYTECHNICCOLLEGE). Proper names are not in
 * the vocabulary, so they never count.
 */
export const runsWordsTogether = (token: string, words: ReadonlySet<string>) =>
  wholeSplit(token, words) >= 2 || longWordsWithin(token, words) >= 2;
