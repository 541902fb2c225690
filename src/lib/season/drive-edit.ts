/**
 * What may change when a TPO edits a drive (docs/decisions/, 'Editing a drive'). A drive's terms change only
 * before its rounds start; once students have applied, an edit must not rewrite what they applied to or were
 * decided on: the CTC stays, the rules may not shut out anyone who applied, and rounds with published results
 * stay. Refusals are data, so the edit screen and the mock backend say the same thing. Pure.
 */
import { countText } from '../count-text';
import type { DriveState } from './machines';
import {
  describeEligibilitySummary,
  summarizeEligibility,
  type DriveRules,
  type EligibilitySummary,
} from './eligibility';
import { ctcTotal, formatRupees, type Ctc } from './money';
import { roundKindLabel, type RoundKind } from './rounds';
import type { StudentRecord } from './student-record';

/** Drives whose terms may still change: not yet running, ended, declined or cancelled. */
export const DRIVE_EDITABLE_STATES: readonly DriveState[] = ['draft', 'proposed', 'open'];

export const isDriveEditable = (state: DriveState) => DRIVE_EDITABLE_STATES.includes(state);

export type DriveEditReason =
  /** The CTC changed after `applicants` students applied on the old one. */
  | { rule: 'ctcFixed'; applicants: number; ctcTotal: number }
  /** The new rules fail `excluded` of the `applicants` who applied; `text` counts them by rule. */
  | { rule: 'excludesApplicants'; applicants: number; excluded: number; text: string }
  /** Round `order` has published results and the edit removed it or changed its kind. */
  | { rule: 'roundHasResults'; order: number; kind: RoundKind };

/** The part of a drive an edit is checked against. */
export interface EditedDrive {
  ctc: Ctc;
  rounds: readonly { order: number; kind: RoundKind; resultsPublishedAt?: string }[];
}

/** What the edit asks for. */
export interface DriveEdit {
  ctc: Ctc;
  rules: DriveRules;
  rounds: readonly { kind: RoundKind }[];
}

const sameCtc = (a: Ctc, b: Ctc) =>
  a.fixed === b.fixed && a.variable === b.variable && a.joiningBonus === b.joiningBonus;

/**
 * Every reason the edit may not be saved (empty: it may). `applicants` are the records of the students whose
 * applications stand (withdrawn ones are left out: they are judged afresh if they apply again).
 */
export function driveEditProblems(
  drive: EditedDrive,
  edit: DriveEdit,
  applicants: readonly StudentRecord[],
): DriveEditReason[] {
  const reasons: DriveEditReason[] = [];
  if (applicants.length && !sameCtc(drive.ctc, edit.ctc))
    reasons.push({ rule: 'ctcFixed', applicants: applicants.length, ctcTotal: ctcTotal(drive.ctc) });
  if (applicants.length) {
    const summary: EligibilitySummary = summarizeEligibility(applicants, edit.rules);
    if (summary.eligible < summary.total)
      reasons.push({
        rule: 'excludesApplicants',
        applicants: summary.total,
        excluded: summary.total - summary.eligible,
        text: describeEligibilitySummary(summary, edit.rules, 'applicant'),
      });
  }
  for (const round of drive.rounds)
    if (round.resultsPublishedAt && edit.rounds[round.order - 1]?.kind !== round.kind)
      reasons.push({ rule: 'roundHasResults', order: round.order, kind: round.kind });
  return reasons;
}

const students = (count: number) => countText(count, 'student');

/** One refusal in plain words, addressed to the TPO. */
export function describeDriveEditReason(reason: DriveEditReason): string {
  switch (reason.rule) {
    case 'ctcFixed':
      return `The CTC stays ${formatRupees(reason.ctcTotal)}: ${students(reason.applicants)} applied on it`;
    case 'excludesApplicants':
      return `The new rules would shut out ${students(reason.excluded)} who already applied (applicants: ${reason.text}); their applications stand, so the rules may only stay or widen for them`;
    case 'roundHasResults':
      return `Round ${reason.order} (${roundKindLabel(reason.kind)}) has published results: it cannot be removed or become another kind of round`;
  }
}

/** What the edit screen says may change, before the TPO tries: the same limits the server checks. */
export function driveEditLimits(applicantCount: number, roundsWithResults: number): string[] {
  if (!applicantCount && !roundsWithResults) return ['Every term of this drive may still change.'];
  const lines: string[] = [];
  if (applicantCount)
    lines.push(
      `${students(applicantCount)} applied: the CTC cannot change, and the eligibility rules may not shut out anyone who applied (their applications stand as decided).`,
    );
  if (roundsWithResults)
    lines.push(
      'Rounds with published results stay in place, with their kind; their date and venue may change.',
    );
  lines.push('Applications must still close in the future.');
  return lines;
}
