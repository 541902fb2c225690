import type { OutcomeClaim } from '@/lib/api/report-contract';
import { claimKindLabel } from '@/lib/report/claim-machine';
import { formatRupees } from '@/lib/season/money';

/** One line saying what a claim says: 'Off-campus offer: Acme, ₹9,00,000 fixed + ₹0 variable'. */
export function claimSummary(claim: OutcomeClaim): string {
  const what = claimKindLabel(claim.kind);
  if (claim.institution) return `${what}: ${claim.course ?? ''} at ${claim.institution}`;
  if (claim.company)
    return `${what}: ${claim.company}, ${formatRupees(claim.fixed ?? 0)} fixed + ${formatRupees(claim.variable ?? 0)} variable`;
  return what;
}

export const CLAIM_STATE_TEXT = {
  pending: 'Waiting for the placement cell',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
} as const;
