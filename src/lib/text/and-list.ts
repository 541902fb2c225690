/** Words as a person lists them: 'a', 'a and b', 'a, b and c' ('' for none). */
export function andList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}
