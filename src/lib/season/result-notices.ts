/**
 * What a student is told of a round's result, and of a correction to it (issue 25): the company, the role and the
 * round by name, and the next round's time in the college's zone. Pure: the mock sends these words.
 */
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

type ResultNoticeKind = 'shortlisted' | 'selected' | 'waitlisted' | 'rejected' | 'result-corrected';

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

/** The notification of a round's result; none for an absence (it is the student's own to know). */
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

/** The notification of a corrected result: what it was, what it is now, and the next round when it opens one. */
export function correctionNotice(
  from: RoundStanding,
  to: RoundOutcome,
  context: NoticeContext,
): ResultNotice {
  const { companyName, title, round } = context;
  return {
    kind: 'result-corrected',
    title: `Result corrected: ${companyName}`,
    text: `${title}, ${roundName(round)}: your result was corrected from “${STANDING_WORDS[from]}” to “${STANDING_WORDS[to]}”.${to === 'advanced' ? nextRoundText(context) : ''}`,
  };
}
