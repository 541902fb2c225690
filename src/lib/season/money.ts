/**
 * Money of the placement season: integer rupees per annum, never text (issue 17: a free-text salary makes the
 * median-salary figure impossible to compute). A CTC keeps its parts apart so reports can show fixed pay alone.
 */

/** Cost to company, per annum, in whole rupees. */
export interface Ctc {
  fixed: number;
  variable: number;
  joiningBonus: number;
}

/** The largest CTC the portal accepts (₹100 crore): far above any campus offer, far below unsafe integers. */
export const CTC_PART_MAX = 1_000_000_000;

const RUPEES_PER_LAKH = 100_000;

/** The CTC's total: fixed + variable + joining bonus. */
export function ctcTotal(ctc: Ctc): number {
  return ctc.fixed + ctc.variable + ctc.joiningBonus;
}

/** Whether every part is a whole, non-negative number of rupees within bounds, and the fixed part is positive. */
export function isValidCtc(ctc: Ctc): boolean {
  const parts = [ctc.fixed, ctc.variable, ctc.joiningBonus];
  return ctc.fixed > 0 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= CTC_PART_MAX);
}

/**
 * Digits grouped the Indian way: the last three, then pairs ('1234567' → '12,34,567'). Whole rupees only; a
 * negative amount keeps its sign.
 */
export function groupIndian(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(rupees)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

/** '₹12,34,567'. */
export function formatRupees(rupees: number): string {
  return `₹${groupIndian(rupees)}`;
}

/** Lakhs per annum as recruiters say it: '6 LPA', '6.5 LPA', '12.25 LPA' (at most two decimals, no trailing zeros). */
export function formatLpa(rupees: number): string {
  const lakhs = Math.round((rupees / RUPEES_PER_LAKH) * 100) / 100;
  return `${String(lakhs)} LPA`;
}

/** A CTC in one line: '₹8,00,000 (fixed ₹7,00,000 + variable ₹50,000 + joining bonus ₹50,000)'. */
export function describeCtc(ctc: Ctc): string {
  const parts = [`fixed ${formatRupees(ctc.fixed)}`];
  if (ctc.variable) parts.push(`variable ${formatRupees(ctc.variable)}`);
  if (ctc.joiningBonus) parts.push(`joining bonus ${formatRupees(ctc.joiningBonus)}`);
  return `${formatRupees(ctcTotal(ctc))} (${parts.join(' + ')})`;
}
