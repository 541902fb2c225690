/**
 * Reading the audit log (mocks/season/audit-log.ts writes it): a college's entries filtered as the officer asks,
 * newest first, and a student's own decisions as they may read them.
 */
import type { AuditQuery } from '@/lib/api/audit-contract';
import type { AuditSigner, StudentAuditEntry } from '@/lib/season/audit';
import { instantToCollegeLocal } from '@/lib/season/college-time';
import { rollKey } from '@/lib/match-keys';
import type { MockAuditEntry } from '../db/season-state';
import type { MockState } from '../db/state';

type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

/** Every entry of the college's log, newest first. */
export function collegeAuditEntries(state: MockState, collegeId: string): MockAuditEntry[] {
  return Object.values(state.auditLog)
    .filter((entry) => entry.collegeId === collegeId)
    .sort((a, b) => b.seq - a.seq);
}

/** A student filter matches a roll number exactly, or part of a name (either case). */
function studentMatches(entry: MockAuditEntry, wanted: string): boolean {
  const roll = rollKey(wanted);
  const name = wanted.trim().toLowerCase();
  return entry.students.some(
    (student) => student.rollNumber === roll || Boolean(student.name?.toLowerCase().includes(name)),
  );
}

/** The entries the filters keep; days are the college's (`zone`), both ends included. */
export function filterAudit(
  entries: readonly MockAuditEntry[],
  filter: AuditFilter,
  zone: string,
): MockAuditEntry[] {
  return entries.filter((entry) => {
    const day = instantToCollegeLocal(entry.at, zone).slice(0, 10);
    return (
      (!filter.person || entry.by.id === filter.person) &&
      (!filter.student || studentMatches(entry, filter.student)) &&
      (!filter.drive || entry.drive?.id === filter.drive) &&
      (!filter.action || entry.action === filter.action) &&
      (!filter.from || day >= filter.from) &&
      (!filter.to || day <= filter.to)
    );
  });
}

/** Everyone who signed an entry and every drive an entry names, for the filters to offer (by name). */
export function auditChoices(entries: readonly MockAuditEntry[]) {
  const people = new Map<string, AuditSigner>();
  const drives = new Map<string, { id: string; title: string }>();
  for (const entry of entries) {
    if (!people.has(entry.by.id)) people.set(entry.by.id, entry.by);
    if (entry.drive && !drives.has(entry.drive.id)) drives.set(entry.drive.id, entry.drive);
  }
  const byName = <T extends { name?: string; title?: string }>(a: T, b: T) =>
    (a.name ?? a.title ?? '').localeCompare(b.name ?? b.title ?? '');
  return { people: [...people.values()].sort(byName), drives: [...drives.values()].sort(byName) };
}

export const studentsSeeMemberNames = (state: MockState, collegeId: string): boolean =>
  state.auditSettings?.[collegeId]?.studentsSeeMemberNames ?? false;

/**
 * The decisions about one student, newest first, as they read them: only their own line of a publication, the
 * signer's role, and the member's name only when the college shows names.
 */
export function studentAuditHistory(
  state: MockState,
  collegeId: string,
  rollNumber: string,
): StudentAuditEntry[] {
  const roll = rollKey(rollNumber);
  const names = studentsSeeMemberNames(state, collegeId);
  return collegeAuditEntries(state, collegeId).flatMap((entry) => {
    const own = entry.students.find((student) => student.rollNumber === roll);
    if (!own) return [];
    const { id, at, action, drive, reason } = entry;
    // The portal and the student themselves are no member of the committee: their names are never withheld.
    const showName = names || entry.by.role === 'system' || entry.by.role === 'student';
    return [
      {
        id,
        at,
        action,
        students: [own],
        ...(drive ? { drive } : {}),
        ...(reason ? { reason } : {}),
        by: { role: entry.by.role, ...(showName ? { name: entry.by.name } : {}) },
      },
    ];
  });
}
