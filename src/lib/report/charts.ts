/**
 * The numbers behind the report's charts, as pure functions: the spread of placed graduates' CTC in bands, and
 * offers over the season's weeks. The screen only formats and draws them.
 */
import { outcomeOf, annualCtc } from './outcome';
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

/** How many placed graduates count at a CTC (fixed + variable) in each band: from ≤ CTC < to. */
export function ctcDistribution(students: readonly ReportStudent[]): BandCount[] {
  const counts = CTC_BANDS.map((band) => ({ from: band.from, to: band.to, students: 0 }));
  for (const student of students) {
    const offer = outcomeOf(student).offer;
    if (!offer) continue;
    const ctc = annualCtc(offer);
    const band = counts.findLast((entry) => ctc >= entry.from);
    if (band) band.students += 1;
  }
  return counts;
}

export interface WeekCount {
  /** The Monday that starts the week, YYYY-MM-DD. */
  weekStart: string;
  offers: number;
}

const DAY_MS = 86_400_000;

function mondayOf(isoDate: string): number {
  const day = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

/**
 * Offers made each week of the season, from the first offer's week to the last, empty weeks included (a gap in
 * the drives shows as a gap). Rescinded offers are left out, as in the offer counts; so are unconfirmed claims.
 */
export function offersByWeek(students: readonly ReportStudent[]): WeekCount[] {
  const byWeek = new Map<number, number>();
  for (const student of students) {
    for (const offer of student.offers) {
      if (offer.status === 'rescinded' || !offer.confirmed) continue;
      const week = mondayOf(offer.offeredOn);
      byWeek.set(week, (byWeek.get(week) ?? 0) + 1);
    }
  }
  if (byWeek.size === 0) return [];
  const weeks = [...byWeek.keys()];
  const first = Math.min(...weeks);
  const last = Math.max(...weeks);
  const result: WeekCount[] = [];
  for (let week = first; week <= last; week += 7 * DAY_MS) {
    result.push({ weekStart: new Date(week).toISOString().slice(0, 10), offers: byWeek.get(week) ?? 0 });
  }
  return result;
}
