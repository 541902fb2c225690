/**
 * The college's time (issue 25): every deadline, round time and respond-by time of a season is entered and shown in
 * the college's time zone, with the zone named, whatever the zone of the device. A TPO on a laptop set to UTC who
 * types 5:00 pm means 5:00 pm at the college, and every student reads "5:00 pm IST". Pure; the mock words its
 * notifications with the same functions.
 */

/** The zone of a college that names none: every college of the demo, and every Indian college, is in IST. */
export const DEFAULT_COLLEGE_TIME_ZONE = 'Asia/Kolkata';

const DATE_PARTS = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME_PARTS = { hour: 'numeric', minute: '2-digit', hour12: true } as const;

// Formatters are costly to build (the first Intl formatter of a page took 70–110 ms on a phone): one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time' | 'parts' | 'zone', zone: string): Intl.DateTimeFormat {
  const key = `${kind}:${zone}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { ...DATE_PARTS, timeZone: zone }
        : kind === 'time'
          ? { ...TIME_PARTS, timeZone: zone }
          : kind === 'zone'
            ? { timeZoneName: 'short', timeZone: zone }
            : {
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
                timeZone: zone,
              };
    found = new Intl.DateTimeFormat(kind === 'parts' ? 'en-US' : 'en-IN', options);
    formatters.set(key, found);
  }
  return found;
}

function toDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The zone's short name at that moment: 'IST' for India, 'UTC', 'GMT+4' where the zone has no common name. */
export function zoneName(zone: string, at: Date = new Date()): string {
  const part = formatter('zone', zone)
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** '5 Dec 2026' in the college's zone, from an instant or a calendar date ('2026-12-05', taken as that day there). */
export function collegeDate(iso: string, zone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    const day = toDate(`${iso}T00:00:00Z`);
    return day ? formatter('date', 'UTC').format(day) : iso;
  }
  const date = toDate(iso);
  return date ? formatter('date', zone).format(date) : iso;
}

/** '5:30 pm' in the college's zone. */
function collegeClock(date: Date, zone: string): string {
  return formatter('time', zone)
    .format(date)
    .replace(/\s?([ap])\.?m\.?$/i, ' $1m')
    .toLowerCase();
}

/** '5 Dec 2026, 5:30 pm IST': an instant as the college reads it, with its zone named. */
export function collegeDateTime(iso: string, zone: string): string {
  const date = toDate(iso);
  if (!date) return iso;
  return `${formatter('date', zone).format(date)}, ${collegeClock(date, zone)} ${zoneName(zone, date)}`;
}

/** A round's slot as the drive gives it (its day, and the clock time at the college): '9 Dec 2026, 9:30 am IST'. */
export function collegeSlot(date: string, time: string, zone: string): string {
  const instant = toDate(collegeLocalToInstant(`${date}T${time}`, zone) ?? '');
  return instant ? collegeDateTime(instant.toISOString(), zone) : `${collegeDate(date, zone)}, ${time}`;
}

/** The zone's offset from UTC at `ms`, in minutes (330 for IST). */
function offsetMinutes(zone: string, ms: number): number {
  const parts = Object.fromEntries(
    formatter('parts', zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - (ms - (ms % 1000))) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * A wall-clock time at the college ('2026-12-05T17:00', as a datetime-local input gives it) as an instant with the
 * college's offset ('2026-12-05T17:00:00+05:30'); undefined when the text is no such time.
 */
export function collegeLocalToInstant(local: string, zone: string): string | undefined {
  const match = LOCAL.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The offset at the guessed instant, then at the corrected one (they differ only across a clock change).
  let offset = offsetMinutes(zone, wall);
  offset = offsetMinutes(zone, wall - offset * 60_000);
  return `${local}:00${offsetText(offset)}`;
}

/** An instant as the college's wall-clock time, for a datetime-local input ('2026-12-05T17:00'). */
export function instantToCollegeLocal(iso: string, zone: string): string {
  const date = toDate(iso);
  if (!date) return '';
  const shifted = new Date(date.getTime() + offsetMinutes(zone, date.getTime()) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** Whether `zone` names a time zone this runtime knows ('Asia/Kolkata', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter('zone', zone);
    return true;
  } catch {
    return false;
  }
}

/** Whether an instant has passed (a deadline, a respond-by time); an unreadable one has not. */
export function hasPassed(iso: string, now = Date.now()): boolean {
  const date = toDate(iso);
  return date !== undefined && date.getTime() <= now;
}

/** The time a form's draft was saved, as a season's screens write times: in the college's zone, named. */
export function collegeSavedTime(zone: string | undefined): ((at: number) => string) | undefined {
  return zone ? (at) => collegeDateTime(new Date(at).toISOString(), zone) : undefined;
}
