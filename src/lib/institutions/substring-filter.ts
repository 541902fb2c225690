/**
 * Finds the texts containing a needle. Typing forward only narrows the answer (a name containing 'rajalakshmi e'
 * contains 'rajalakshmi '), so when the new needle contains the last one, only the last matches are scanned.
 */
export function createSubstringFilter(texts: readonly string[]) {
  let lastNeedle: string | undefined;
  // The last matches and the ones being found swap buffers: nothing is allocated per keystroke.
  let last = new Int32Array(texts.length);
  let lastSize = 0;
  let found = new Int32Array(texts.length);

  return (needle: string, visit: (entry: number, at: number) => void): void => {
    const narrowing = lastNeedle !== undefined && needle.includes(lastNeedle);
    const candidates = narrowing ? lastSize : texts.length;
    let size = 0;
    for (let at = 0; at < candidates; at += 1) {
      const entry = narrowing ? last[at]! : at;
      const where = texts[entry]!.indexOf(needle);
      if (where === -1) continue;
      found[size++] = entry;
      visit(entry, where);
    }
    [last, found] = [found, last];
    lastSize = size;
    lastNeedle = needle;
  };
}
