/**
 * The one plural helper every count in the portal's words goes through ('1 applicant', '2 applicants'), in the UI
 * and in the server's messages alike. A noun's plural is regular ('offer' → 'offers', 'entry' → 'entries') unless
 * told ('person' → 'people'); a phrase takes the plural on its last word ('active backlog' → 'active backlogs').
 */

/** The noun's plural, regular English unless `irregular` says otherwise. */
function regularPlural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** The noun as `count` takes it: 'applicant' for one, 'applicants' for any other count (0 included). */
export function plural(count: number, noun: string, irregular?: string): string {
  if (count === 1) return noun;
  return irregular ?? regularPlural(noun);
}

/** A count with its noun: '1 section', '3 sections', '0 open jobs', '2 entries'. */
export const countText = (count: number, noun: string, irregular?: string): string =>
  `${count} ${plural(count, noun, irregular)}`;
