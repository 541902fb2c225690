/**
 * What a student is told of a round's result, and of a correction to it (issue 25): the company, the role and the
 * round by name, and the next round's time in the college's zone. Pure: the mock sends these words.
 */
import { countText } from '../count-text';
import { collegeSlot } from './college-time';
import type { RoundStanding } from './round-correction';
import type { RoundOutcome } from './round-results';
import { roundKindLabel, type RoundKind } from './rounds';

interface NoticeRound {
  order: number;
  kind: RoundKind;
  date: string;
  time: string;
  venue?: string;
  link?: string;
}

export interface NoticeContext {
  companyName: string;
  /** The drive's title: the role. */
  title: string;
  round: NoticeRound;
  /** The round after it, if any. */
  next?: NoticeRound;
  zone: string;
}

type ResultNoticeKind =
  'shortlisted' | 'selected' | 'waitlisted' | 'rejected' | 'result-corrected' | 'absent';

export interface ResultNotice {
  kind: ResultNoticeKind;
  title: string;
  text: string;
}

/** 'round 2 (Technical interview)'. */
const roundName = (round: Pick<NoticeRound, 'order' | 'kind'>) =>
  `round ${round.order} (${roundKindLabel(round.kind)})`;

function nextRoundText({ next, zone }: NoticeContext): string {
  if (!next) return '';
  const where = next.venue ?? next.link;
  return ` Next: ${roundName(next)}, ${collegeSlot(next.date, next.time, zone)}${where ? `, ${where}` : ''}.`;
}

/** A result in words, as the student reads it. */
const STANDING_WORDS: Record<RoundStanding, string> = {
  advanced: 'cleared',
  selected: 'selected',
  waitlisted: 'waitlisted',
  absent: 'absent',
  rejected: 'not selected',
  pending: 'no result yet',
};

/** The notification of a round's result; an absence has its own (absenceNotice), which counts it. */
export function resultNotice(outcome: RoundOutcome, context: NoticeContext): ResultNotice | undefined {
  const { companyName, title, round } = context;
  switch (outcome) {
    case 'advanced':
      return {
        kind: 'shortlisted',
        title: `Shortlisted: ${companyName}`,
        text: `${title}: you cleared ${roundName(round)}.${nextRoundText(context)}`,
      };
    case 'selected':
      return {
        kind: 'selected',
        title: `Selected: ${companyName}`,
        text: `${title}: you were selected after ${roundName(round)}. Your offer will follow.`,
      };
    case 'waitlisted':
      return {
        kind: 'waitlisted',
        title: `Waitlisted: ${companyName}`,
        text: `${title}: you are on the waitlist after ${roundName(round)}.`,
      };
    case 'rejected':
      return {
        kind: 'rejected',
        title: `Not selected: ${companyName}`,
        text: `${title}: you did not clear ${roundName(round)}.`,
      };
    case 'absent':
      return undefined;
  }
}

/** Where a student's absences stand under the policy, once this one is counted. */
export interface AbsenceCount {
  /** Absences that count toward a block (this one included; an unblock forgives those before it). */
  absences: number;
  /** The policy's absences that block; 0: absences never block. */
  limit: number;
}

/** What the policy does with another absence, as the student reads it. */
function absencePolicyText({ absences, limit }: AbsenceCount): string {
  if (limit === 0) return "Under this season's policy, missing a round does not block you from other drives.";
  const counted = `You have missed ${countText(absences, 'round')} this season.`;
  const left = limit - absences;
  if (left <= 0)
    return `${counted} Under this season's policy, missing ${countText(limit, 'round')} blocks you from further drives.`;
  return `${counted} Under this season's policy, ${left === 1 ? 'one more absence blocks' : `${left} more absences block`} you from further drives.`;
}

const CORRECT_IT = 'If you were there, ask the placement cell to correct it.';

/**
 * The notification of an absence, sent at once (issue 35): the round and its time, how many absences count now
 * and what another would do under the policy, and how to have a mistake corrected.
 */
export function absenceNotice(context: NoticeContext, count: AbsenceCount): ResultNotice {
  const { companyName, title, round, zone } = context;
  return {
    kind: 'absent',
    title: `Marked absent: ${companyName}`,
    text: `${title}: you were marked absent from ${roundName(round)}, ${collegeSlot(round.date, round.time, zone)}. ${absencePolicyText(count)} ${CORRECT_IT}`,
  };
}

/** The notification of a corrected result: what it was, what it is now, and the next round when it opens one. */
export function correctionNotice(
  from: RoundStanding,
  to: RoundOutcome,
  context: NoticeContext,
  absences?: AbsenceCount,
): ResultNotice {
  const { companyName, title, round } = context;
  const after =
    to === 'advanced'
      ? nextRoundText(context)
      : to === 'absent' && absences
        ? ` ${absencePolicyText(absences)}`
        : '';
  return {
    kind: 'result-corrected',
    title: `Result corrected: ${companyName}`,
    text: `${title}, ${roundName(round)}: your result was corrected from “${STANDING_WORDS[from]}” to “${STANDING_WORDS[to]}”.${after}`,
  };
}
