/** How the report writes its dates (its figures: src/lib/report/figure-text.ts, shared with the other screens). */

/*
 * Dates are written out by hand, not with Intl: the first Intl date formatter a page builds loads the locale's
 * data, about 100 ms on a phone four times slower than this machine, and the report would pay it on its first
 * render (docs/performance.md). The words are English as en-IN writes them.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2025-09-01' → '1 Sep' (the week a chart column stands for). */
export function shortDate(isoDate: string): string {
  const month = MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? '';
  return `${Number(isoDate.slice(8, 10))} ${month.slice(0, 3)}`;
}

/**
 * The weeks' labels, in order: the first week, the first of each new year and the newest week carry the year
 * ('15 Sep 2025', …, '5 Jan 2026', …, '23 Nov 2026'), since a pre-placement offer can start the chart a season
 * early and '15 Sep' alone would not say which September; the chart opens on its newest weeks.
 */
export function weekLabels(weekStarts: readonly string[]): string[] {
  return weekStarts.map((weekStart, index) => {
    const year = weekStart.slice(0, 4);
    const named =
      index === 0 || index === weekStarts.length - 1 || weekStarts[index - 1]!.slice(0, 4) !== year;
    return named ? `${shortDate(weekStart)} ${year}` : shortDate(weekStart);
  });
}

/** A moment, on the reader's calendar, as the printed report dates itself: '27 November 2026'. */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}
