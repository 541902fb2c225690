/**
 * Dates of the season as the college reads them: in India Standard Time, whatever the device's zone, so a
 * deadline reads the same on every student's phone and in the placement cell.
 */
const ZONE = 'Asia/Kolkata';
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ZONE,
});
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: ZONE });

function parse(iso: string): Date | undefined {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '5 Dec 2026' from a date ('2026-12-05') or an instant. */
export function seasonDate(iso: string): string {
  const date = parse(iso);
  return date ? DATE.format(date) : iso;
}

/** '5 Dec 2026, 5:30 pm IST' from an instant. */
export function seasonDateTime(iso: string): string {
  const date = parse(iso);
  return date ? `${DATE.format(date)}, ${TIME.format(date)} IST` : iso;
}

/** Whether an instant has passed. */
export function hasPassed(iso: string, now = Date.now()): boolean {
  const date = parse(iso);
  return date !== undefined && date.getTime() <= now;
}

/** A round's slot as the drive gives it (its date, and the clock time at the venue): '9 Dec 2026, 09:30'. */
export function roundWhen(date: string, time: string): string {
  return `${seasonDate(date)}, ${time}`;
}
