/**
 * A drive's version: every save of its terms and every move of its state raises it, and remembers which parts it
 * changed. An edit made on an older version is refused (409 drive_changed) with what changed since, so two people
 * saving the same drive never silently overwrite each other (issue 34). The server and the mock apply it alike.
 */
import { andList } from '../text/and-list';

/** The parts of a drive a save can change, in the order a person reads them. */
export const DRIVE_PARTS = [
  'title',
  'role',
  'description',
  'location',
  'vacancies',
  'ctc',
  'rules',
  'deadline',
  'rounds',
  'state',
] as const;
export type DrivePart = (typeof DRIVE_PARTS)[number];

const PART_WORDS: Record<DrivePart, string> = {
  title: 'the title',
  role: 'the role',
  description: 'the description',
  location: 'the location',
  vacancies: 'the vacancies',
  ctc: 'the CTC',
  rules: 'who may apply',
  deadline: 'the deadline',
  rounds: 'the rounds',
  state: "the drive's state",
};

/** One raise of the version, and what it changed. */
export interface DriveEdit {
  version: number;
  parts: DrivePart[];
}

/** The versions kept per drive: enough to say what changed while a form stayed open. */
const EDITS_KEPT = 20;

/** The refusal's reason: the version the edit was made on, the drive's now, and what changed between them. */
export interface DriveChangedReason {
  rule: 'driveVersion';
  base: number;
  current: number;
  changed: DrivePart[];
}

/** A value as text with its keys in order, so two objects with the same fields compare equal however built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  const entries = Object.entries(value)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
}

/** The parts whose values differ between two states of a drive (the order of an object's keys aside). */
export function changedParts(
  before: Partial<Record<DrivePart, unknown>>,
  after: Partial<Record<DrivePart, unknown>>,
): DrivePart[] {
  return DRIVE_PARTS.filter((part) => canonical(before[part]) !== canonical(after[part]));
}

/** The drive's next version, kept with the parts it changed (nothing is recorded when nothing changed). */
export function nextVersion(
  drive: { version?: number; edits?: DriveEdit[] },
  parts: readonly DrivePart[],
): void {
  if (parts.length === 0) return;
  const version = (drive.version ?? 1) + 1;
  drive.version = version;
  drive.edits = [...(drive.edits ?? []), { version, parts: [...parts] }].slice(-EDITS_KEPT);
}

/** Why an edit made on version `base` cannot be saved, or undefined when it is on the current version. */
export function driveChangedSince(
  drive: { version?: number; edits?: DriveEdit[] },
  base: number | undefined,
): DriveChangedReason | undefined {
  const current = drive.version ?? 1;
  if (base === undefined || base === current) return undefined;
  const changed = new Set(
    (drive.edits ?? []).filter((edit) => edit.version > base).flatMap((edit) => edit.parts),
  );
  return { rule: 'driveVersion', base, current, changed: DRIVE_PARTS.filter((part) => changed.has(part)) };
}

/** "the deadline and the rounds"; "some of its terms" when the versions kept no longer say. */
function listParts(parts: readonly DrivePart[]): string {
  return parts.length === 0 ? 'some of its terms' : andList(parts.map((part) => PART_WORDS[part]));
}

/** What the person whose save was refused reads. */
export function describeDriveChanged(reason: DriveChangedReason): string {
  return (
    `Someone else saved this drive after you opened it: they changed ${listParts(reason.changed)}. ` +
    'Nothing of yours was saved, and your changes are still in the form: save again to put yours in place of ' +
    'theirs, or cancel to see theirs.'
  );
}
