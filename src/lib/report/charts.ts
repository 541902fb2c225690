/**
 * The numbers behind the report's charts, as pure functions: the spread of placed graduates' CTC in bands, and
 * offers over the season's weeks. The screen only formats and draws them.
 */
import { ctcTotal } from '../season/money';
import { countsAsOffer } from './branch-figures';
import { outcomeOf, type StudentOutcome } from './outcome';
import type { ReportStudent } from './report-input';

const LAKH = 1_00_000;

/** CTC bands in lakh per annum, lowest first; the last is open-ended. */
const CTC_BANDS = [
  { from: 0, to: 4 * LAKH },
  { from: 4 * LAKH, to: 6 * LAKH },
  { from: 6 * LAKH, to: 8 * LAKH },
  { from: 8 * LAKH, to: 12 * LAKH },
  { from: 12 * LAKH, to: 20 * LAKH },
  { from: 20 * LAKH, to: undefined },
] as const;

export interface BandCount {
  from: number;
  to?: number;
  students: number;
}

export interface WeekCount {
  /** The Monday that starts the week, YYYY-MM-DD. */
  weekStart: string;
  offers: number;
}

const DAY_MS = 86_400_000;

/** One batch's charts so far: placed graduates per CTC band, offers per week (keyed by the Monday, in ms). */
export interface ChartTally {
  bands: number[];
  offersByWeek: Map<number, number>;
  /** Each offer date's Monday, worked out once per date: a season's thousands of offers share a few hundred days. */
  mondays: Map<string, number>;
}

export const newChartTally = (): ChartTally => ({
  bands: CTC_BANDS.map(() => 0),
  offersByWeek: new Map(),
  mondays: new Map(),
});

function mondayOf(tally: ChartTally, isoDate: string): number {
  const date = isoDate.slice(0, 10);
  let monday = tally.mondays.get(date);
  if (monday === undefined) {
    const day = Date.parse(`${date}T00:00:00Z`);
    monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
    tally.mondays.set(date, monday);
  }
  return monday;
}

export function addToChartTally(tally: ChartTally, student: ReportStudent, outcome: StudentOutcome) {
  if (outcome.offer) {
    const ctc = ctcTotal(outcome.offer);
    const band = CTC_BANDS.findLastIndex((entry) => ctc >= entry.from);
    if (band >= 0) tally.bands[band] = (tally.bands[band] ?? 0) + 1;
  }
  // Rescinded offers are left out, as in the offer counts; so are unconfirmed claims.
  for (const offer of student.offers) {
    if (!countsAsOffer(offer)) continue;
    const week = mondayOf(tally, offer.offeredOn);
    tally.offersByWeek.set(week, (tally.offersByWeek.get(week) ?? 0) + 1);
  }
}

/** How many placed graduates count at a CTC (ctcTotal) in each band: from ≤ CTC < to. */
export function ctcBandsOf(tally: ChartTally): BandCount[] {
  return CTC_BANDS.map((band, index) => ({
    from: band.from,
    to: band.to,
    students: tally.bands[index] ?? 0,
  }));
}

/**
 * Offers made each week of the season, from the first offer's week to the last, empty weeks included (a gap in
 * the drives shows as a gap).
 */
export function offersByWeekOf(tally: ChartTally): WeekCount[] {
  if (tally.offersByWeek.size === 0) return [];
  let first = Infinity;
  let last = -Infinity;
  for (const week of tally.offersByWeek.keys()) {
    first = Math.min(first, week);
    last = Math.max(last, week);
  }
  const result: WeekCount[] = [];
  for (let week = first; week <= last; week += 7 * DAY_MS) {
    result.push({
      weekStart: new Date(week).toISOString().slice(0, 10),
      offers: tally.offersByWeek.get(week) ?? 0,
    });
  }
  return result;
}

function chartTallyOf(students: readonly ReportStudent[]): ChartTally {
  const tally = newChartTally();
  for (const student of students) addToChartTally(tally, student, outcomeOf(student));
  return tally;
}

export const ctcDistribution = (students: readonly ReportStudent[]) => ctcBandsOf(chartTallyOf(students));

export const offersByWeek = (students: readonly ReportStudent[]) => offersByWeekOf(chartTallyOf(students));
