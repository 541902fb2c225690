/**
 * An amount of rupees in words, in the Indian system NIRF asks for: 6,50,000 is "Six Lakh Fifty Thousand",
 * 12,34,56,789 is "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine".
 * Crores above ninety-nine are counted in words themselves ("One Thousand Two Hundred Crore").
 */
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** The Indian places below a crore, largest first: each takes the count below it as its multiplier. */
const PLACES = [
  { name: 'Lakh', size: 1_00_000 },
  { name: 'Thousand', size: 1_000 },
  { name: 'Hundred', size: 100 },
] as const;
const CRORE = 1_00_00_000;

function belowHundred(value: number): string[] {
  if (value < 20) return value === 0 ? [] : [ONES[value] ?? ''];
  const tens = TENS[Math.floor(value / 10)] ?? '';
  const ones = value % 10;
  return ones === 0 ? [tens] : [tens, ONES[ones] ?? ''];
}

function belowCrore(value: number): string[] {
  const words: string[] = [];
  let rest = value;
  for (const place of PLACES) {
    const count = Math.floor(rest / place.size);
    if (count > 0) words.push(...belowHundred(count), place.name);
    rest %= place.size;
  }
  return [...words, ...belowHundred(rest)];
}

function wordsOf(value: number): string[] {
  if (value < CRORE) return belowCrore(value);
  return [...wordsOf(Math.floor(value / CRORE)), 'Crore', ...belowCrore(value % CRORE)];
}

/** Whole rupees in words; throws on a negative or fractional amount, which no report figure should be. */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount in words needs whole, non-negative rupees: ${amount}`);
  }
  return amount === 0 ? ONES[0] : wordsOf(amount).join(' ');
}
