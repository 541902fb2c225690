import type { ReportOffer, ReportStudent } from './report-input';

export type OutcomeKind = 'placed' | 'higher-studies' | 'entrepreneur' | 'not-seeking' | 'unknown';

export interface StudentOutcome {
  kind: OutcomeKind;
  /** For a placed student: the one offer they count at. */
  offer?: ReportOffer;
}

/** An offer that places its student: accepted, and confirmed when the TPO recorded it from outside the portal. */
function placesStudent(offer: ReportOffer): boolean {
  return offer.status === 'accepted' && offer.confirmed;
}

/**
 * A student's one outcome. Placed wins (at the offer accepted last, the one they join after an upgrade), then a
 * confirmed declaration; an unconfirmed claim never counts, so such a student stays unknown.
 */
export function outcomeOf(student: ReportStudent): StudentOutcome {
  const accepted = student.offers
    .filter(placesStudent)
    .sort((a, b) => (a.acceptedOn ?? '').localeCompare(b.acceptedOn ?? ''));
  const joined = accepted.at(-1);
  if (joined) return { kind: 'placed', offer: joined };
  if (student.declared?.confirmed) return { kind: student.declared.kind };
  return { kind: 'unknown' };
}

/** The annual CTC a report counts: fixed plus variable; the one-time joining bonus is not annual pay. */
export function annualCtc(offer: Pick<ReportOffer, 'fixed' | 'variable'>): number {
  return offer.fixed + offer.variable;
}
