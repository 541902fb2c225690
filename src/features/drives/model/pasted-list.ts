import { entryKey } from '@/lib/season/round-results';

/**
 * The list a company sends back after a round ("these advance"): roll numbers or e-mails, one per line or
 * separated by commas, semicolons, tabs or spaces, as copied from a mail or a spreadsheet column. Each entry is
 * kept once (the first spelling, by the key the server matches it with); the server says which ones it knows, and the screen lists the rest.
 */
export function splitPastedList(text: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    // Quotes and angle brackets come with addresses copied from a mail client ("<a@b.in>").
    const entry = raw.replace(/^["'<(]+|[>"')]+$/g, '').trim();
    const key = entryKey(entry);
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
