/**
 * Letters typed instead of a word's first letter: neighbours on a QWERTY keyboard (a thumb slips: 'kadavpur'
 * for jadavpur) and letters that sound alike in Indian spellings of names ('bellore' for vellore, 'walchand' and
 * 'valchand', 'kochin' and 'cochin', 'zalgaon' and 'jalgaon'). fuse.js, which corrects the rest of a word, only
 * looks among words with the typed first letter (fuzzy-words.ts), so this is how such a typo gets corrected.
 */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const SOUND_ALIKES: Readonly<Record<string, string>> = {
  b: 'vw',
  v: 'bw',
  w: 'vb',
  c: 'ks',
  k: 'cq',
  q: 'kc',
  s: 'cz',
  j: 'zg',
  z: 'js',
  g: 'j',
  f: 'p',
  p: 'f',
};

/** Keys touching `letter`: beside it, and (rows are staggered) the two above and the two below. */
function keyboardNeighbours(letter: string): string[] {
  const row = KEYBOARD_ROWS.findIndex((keys) => keys.includes(letter));
  if (row === -1) return [];
  const at = KEYBOARD_ROWS[row]!.indexOf(letter);
  const keys = (r: number, from: number, to: number) => KEYBOARD_ROWS[r]?.slice(Math.max(0, from), to) ?? '';
  return [
    ...(keys(row, at - 1, at) +
      keys(row, at + 1, at + 2) +
      keys(row - 1, at, at + 2) +
      keys(row + 1, at - 1, at + 1)),
  ];
}

/** One way the word may have been meant: a sound-alike first letter is the likelier slip of the two. */
export interface FirstLetterVariant {
  text: string;
  soundAlike: boolean;
}

/** The token with its first letter replaced by each likely alternative, sound-alikes first. */
export function firstLetterVariants(token: string): FirstLetterVariant[] {
  const first = token.charAt(0);
  const rest = token.slice(1);
  const sounds = [...(SOUND_ALIKES[first] ?? '')];
  const keys = keyboardNeighbours(first).filter((letter) => !sounds.includes(letter));
  return [
    ...sounds.map((letter) => ({ text: letter + rest, soundAlike: true })),
    ...keys.map((letter) => ({ text: letter + rest, soundAlike: false })),
  ];
}
