/**
 * How the report writes its figures: a missing figure is "—" (never NaN or ₹0), money in rupees with Indian
 * grouping, shares to one decimal.
 */
import type { OutcomeKind } from '@/lib/report/outcome';
import { formatRupees } from '@/lib/season/money';

export const DASH = '—';

export const rupeesOrDash = (amount: number | undefined) =>
  amount === undefined ? DASH : formatRupees(amount);

export const percentOrDash = (share: number | undefined) =>
  share === undefined ? DASH : `${(Math.round(share * 10) / 10).toFixed(1)}%`;

export const countOrDash = (count: number | undefined) => (count === undefined ? DASH : String(count));

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  placed: 'Placed',
  'higher-studies': 'Higher studies',
  entrepreneur: 'Entrepreneur',
  'not-seeking': 'Not seeking',
  unknown: 'Unknown',
};

/** '2025-09-01' → '1 Sep' (the week a chart column stands for; a season is under a year long). */
export function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
