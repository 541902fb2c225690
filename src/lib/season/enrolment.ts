/**
 * A student's place in the season (issue 25): every change is kept as it was decided, with who made it, when and
 * why, and eligibility reads the kept state, never a recount. A block by absences is decided once, when an absence
 * is recorded, under the policy of that moment; a later policy change blocks or unblocks nobody. An unblock forgives
 * the absences behind it: the next block needs the policy's full count of new absences. Pure; shared by the mock and
 * the screens.
 */
import { collegeDate } from './college-time';
import { countText } from '../count-text';
import { ENROLMENT_MACHINE, type EnrolmentState } from './machines';
import { findTransition } from './state-machine';
import type { EnrolmentHold, PolicySettings } from './policy';

/** Who changed a student's place: the student, the placement cell, or the server applying the policy. */
export const ENROLMENT_ACTORS = ['student', 'tpo', 'system'] as const;
export type EnrolmentActor = (typeof ENROLMENT_ACTORS)[number];

/** The absences behind a block by the server, as counted under the policy of that moment. */
export interface AbsenceBlock {
  absences: number;
  limit: number;
  policyVersion: number;
}

/** One change of a student's place in the season, kept as it was made. */
export interface EnrolmentChange {
  from: EnrolmentState;
  to: EnrolmentState;
  by: EnrolmentActor;
  /** ISO instant. */
  at: string;
  /** The placement cell's reason (it gives one for every step it takes); the student reads it. */
  reason?: string;
  /** A block by the server: the absences behind it. */
  absenceBlock?: AbsenceBlock;
  /** A rescinded placement that returns the student to a block: the block's own decision, which stands again. */
  restores?: BlockDecision;
}

/** Who blocked a student, when and why: what a block holds on to when a placement interrupts it. */
export type BlockDecision = Pick<EnrolmentChange, 'by' | 'at' | 'reason' | 'absenceBlock'>;

/** Where the placement cell may move a student (the 'tpo' steps of ENROLMENT_MACHINE; machines.test checks it). */
export const TPO_ENROLMENT_TARGETS = ['available', 'opted-out', 'blocked'] as const;
export type TpoEnrolmentTarget = (typeof TPO_ENROLMENT_TARGETS)[number];

export const isTpoEnrolmentTarget = (state: EnrolmentState): state is TpoEnrolmentTarget =>
  (TPO_ENROLMENT_TARGETS as readonly EnrolmentState[]).includes(state);

/** The longest reason the placement cell may give. */
export const ENROLMENT_REASON_MAX = 500;

/**
 * Whether `absences` (those not forgiven by an unblock) block a student under `policy`: the block's facts when they
 * do. Decided when an absence is recorded, never again afterwards.
 */
export function absenceBlockDecision(
  policy: Pick<PolicySettings, 'absencesToBlock'> & { version: number },
  absences: number,
): AbsenceBlock | undefined {
  if (policy.absencesToBlock === 0 || absences < policy.absencesToBlock) return undefined;
  return { absences, limit: policy.absencesToBlock, policyVersion: policy.version };
}

/** The absences that count toward the next block: every absence an unblock has not forgiven. */
export function countedAbsences(absent: readonly string[], forgiven: ReadonlySet<string>): string[] {
  return absent.filter((id) => !forgiven.has(id));
}

/** Why the student's place refuses every drive now, from the kept state and the change that made it. */
export function enrolmentHold(
  state: EnrolmentState,
  change: EnrolmentChange | undefined,
): EnrolmentHold | undefined {
  const kept = change?.to === state ? change : undefined;
  const made = kept?.restores ?? kept;
  const when = made ? { at: made.at } : {};
  if (state === 'opted-out')
    return made?.by === 'tpo'
      ? { rule: 'optedOut', by: 'tpo', reason: made.reason ?? '', ...when }
      : { rule: 'optedOut', ...when };
  if (state !== 'blocked') return undefined;
  const block = made?.absenceBlock;
  if (block)
    return {
      rule: 'absences',
      value: block.absences,
      limit: block.limit,
      policyVersion: block.policyVersion,
      ...when,
    };
  return { rule: 'blockedByTpo', ...(made?.reason ? { reason: made.reason } : {}), ...when };
}

const ACTOR_WORDS: Record<EnrolmentActor, string> = {
  student: 'the student',
  tpo: 'the placement cell',
  system: "the season's policy",
};

/** One kept change in plain words, for the placement cell's history of a student. */
export function describeEnrolmentChange(change: EnrolmentChange, zone: string): string {
  const step =
    findTransition(ENROLMENT_MACHINE, change.from, change.to, change.by)?.action ??
    `${change.from} → ${change.to}`;
  const block = change.absenceBlock;
  const why = change.restores
    ? `The block of ${collegeDate(change.restores.at, zone)} by ${ACTOR_WORDS[change.restores.by]} stands again`
    : block
      ? `${countText(block.absences, 'absence')}, the policy (version ${block.policyVersion}) blocking after ${block.limit}`
      : change.reason;
  return `${step}: by ${ACTOR_WORDS[change.by]} on ${collegeDate(change.at, zone)}${why ? `. ${why}` : ''}`;
}

/** Who made the decision behind a hold: the one whose decision it is to undo (ENROLMENT_MACHINE's ownDecisionOnly). */
export function holdDecidedBy(hold: EnrolmentHold | undefined): EnrolmentActor | undefined {
  if (!hold) return undefined;
  if (hold.rule === 'optedOut') return hold.by ?? 'student';
  return hold.rule === 'blockedByTpo' ? 'tpo' : 'system';
}

/** Who took the step into the student's present place, from the kept changes (oldest first). */
export function decidedByOf(
  changes: readonly EnrolmentChange[],
  state: EnrolmentState,
): EnrolmentActor | undefined {
  const last = changes.at(-1);
  return last?.to === state ? (last.restores?.by ?? last.by) : undefined;
}

/**
 * Where a student goes when the last offer placing them is rescinded: back to where the placement found them. A
 * block the placement interrupted stands again, with its own decision (who, when, why); otherwise the running.
 */
export function placeAfterRescind(
  changes: readonly EnrolmentChange[],
): { to: 'available' } | { to: 'blocked'; restores: BlockDecision } {
  const placing = changes.findLastIndex((change) => change.to === 'placed' && change.from !== 'placed');
  const before = placing > 0 ? changes[placing - 1] : undefined;
  if (changes[placing]?.from !== 'blocked' || before?.to !== 'blocked') return { to: 'available' };
  const { by, at, reason, absenceBlock } = before.restores ?? before;
  return {
    to: 'blocked',
    restores: {
      by,
      at,
      ...(reason === undefined ? {} : { reason }),
      ...(absenceBlock ? { absenceBlock } : {}),
    },
  };
}

/**
 * Whether correcting the absence `applicationId` as a mistake lifts the student's block: the block was the
 * server's for absences, the absence counted toward it, and without it the count falls below the block's limit.
 */
export function correctionLiftsBlock(
  hold: EnrolmentHold | undefined,
  counted: readonly string[],
  applicationId: string,
): boolean {
  return hold?.rule === 'absences' && counted.includes(applicationId) && counted.length - 1 < hold.limit;
}
