/**
 * How the season's figures are written and what each means, once for every screen that shows one (the TPO's
 * overview, the season page, the report, one student's page): a missing figure is "—" (never NaN or ₹0), money in
 * rupees with Indian grouping, shares to one decimal. The definitions are docs/report.md's, in one line each.
 */
import { andList } from '../text/and-list';
import { formatRupees } from '../season/money';
import type { OutcomeKind } from './outcome';

export const DASH = '—';

export const rupeesOrDash = (amount: number | undefined) =>
  amount === undefined ? DASH : formatRupees(amount);

export const percentOrDash = (share: number | undefined) =>
  share === undefined ? DASH : `${(Math.round(share * 10) / 10).toFixed(1)}%`;

/**
 * What the season's figures leave out: students of the batch records graduating in another year, whom the report
 * counts under their own year. Empty when there are none.
 */
export function otherYearsText(otherYears: number): string {
  if (!otherYears) return '';
  return otherYears === 1
    ? '1 student of the batch graduates in another year: the report counts them under their own year.'
    : `${otherYears} students of the batch graduate in another year: the report counts them under their own year.`;
}

/** "1 of 600": a count of the batch read against the batch, so a small one says how far there is to go. */
export const ofTheBatch = (count: number, inBatch: number) => `${count} of ${inBatch}`;

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  placed: 'Placed',
  'higher-studies': 'Higher studies',
  entrepreneur: 'Entrepreneur',
  'not-seeking': 'Not seeking',
  unknown: 'Unknown',
};

/** Each figure's name as every screen shows it, and its one-line definition. */
export const FIGURES = {
  inBatch: {
    label: 'Students in the batch',
    means:
      "every student of the batch records the placement cell imported who graduates in the season's year",
  },
  registered: {
    label: 'Signed up on the portal',
    means:
      'students of the batch who have created their portal account with the e-mail on their record, out of the batch; only they can apply to drives and answer offers, so the others need to sign up',
  },
  placed: {
    label: 'Placed',
    means:
      'an accepted offer: through a drive, or off campus or pre-placement once the placement cell confirmed it; each student counts once',
  },
  optedInOrPlaced: {
    label: 'Opted in or placed',
    means: 'students who opted in to the season, and any who opted out but were placed all the same',
  },
  percentPlaced: {
    label: '% placed',
    means: 'placed ÷ opted in or placed, so it never passes 100%',
  },
  namedCollege: {
    label: 'Candidates who named your college',
    means:
      'candidate accounts whose registration gave your college, however they spelled it, whether or not they are in the batch',
  },
  ctc: {
    label: 'CTC',
    means: 'fixed + variable + joining bonus, the sum each tier is decided on',
  },
  salary: {
    label: 'Median salary (NIRF)',
    means:
      "NIRF's median salary per annum is the median of fixed pay: variable pay is not guaranteed and a joining bonus is paid once",
  },
} as const;

export type FigureName = keyof typeof FIGURES;

/** 'Placed: an accepted offer: …'. */
export const definitionOf = (name: FigureName) => `${FIGURES[name].label}: ${FIGURES[name].means}.`;

/**
 * What figures limited to a department coordinator's branches count, said beside them (issue 35); empty for figures
 * of the whole batch.
 */
export function branchScopeText(branches: readonly string[] | undefined): string {
  if (!branches) return '';
  return `Your branches only (${andList([...branches])}): these figures count their students, not the whole batch.`;
}
