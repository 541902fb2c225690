/** Who may touch what in the season (docs/api.md, 'Placement season'), and the refusals every season handler shares. */
import { describeRefusal, type Actor, type TransitionRefusal } from '@/lib/season/state-machine';
import type { MockDrive } from '../db/season-state';
import type { MockAccount, MockState } from '../db/state';
import { mockStore } from '../db/store';
import { deadlinesDue, settleDeadlines } from '../season/season-actions';
import { studentLink, type StudentLink } from '../season/season-lookup';
import { COLLEGES_ONLY, COMPANIES_ONLY, requireAccount } from './access';
import { errorResponse } from './http/errors';

const STUDENTS_ONLY = ['student-college'] as const;
export const RECRUITERS_ONLY = [...COLLEGES_ONLY, ...COMPANIES_ONLY] as const;

/** Deadlines and expiries the server acts on before answering (a write only when one is due). */
export async function settleSeason(): Promise<void> {
  if (deadlinesDue(await mockStore().read())) await mockStore().update((state) => settleDeadlines(state));
}

export function invalidTransition(refusal: TransitionRefusal): Response {
  return errorResponse(409, describeRefusal(refusal), 'invalid_transition', [refusal]);
}

export const driveNotFound = () => errorResponse(404, 'This drive does not exist', 'not_found');

/** The drive's actor for this account: the TPO of its college, or its company; else a 403 or 404 answer. */
export function recruiterOf(
  state: MockState,
  driveId: unknown,
  account: MockAccount,
): { drive: MockDrive; actor: Actor } | Response {
  const drive = state.drives.find((entry) => entry.id === driveId);
  if (!drive) return driveNotFound();
  if (account.type === 'college' && drive.collegeId === account.id) return { drive, actor: 'tpo' };
  // A company sees its drives once they exist; a proposal is its own too.
  if (account.type === 'company' && drive.companyId === account.id) return { drive, actor: 'company' };
  return errorResponse(403, 'This drive belongs to another college or company', 'forbidden');
}

/** The signed-in student and their place in the season (undefined when no college of theirs runs one). */
export async function requireStudent(
  cookies: Record<string, string>,
): Promise<{ account: MockAccount; link: StudentLink | undefined; state: MockState }> {
  const { account } = await requireAccount(cookies, STUDENTS_ONLY);
  await settleSeason();
  const state = await mockStore().read();
  return { account, link: studentLink(state, account), state };
}

/** Text compares as String.prototype.localeCompare does, with one collator instead of one per comparison. */
const COLLATOR = new Intl.Collator();

const compareKeys = (x: string | number, y: string | number) =>
  typeof x === 'number' && typeof y === 'number' ? x - y : COLLATOR.compare(String(x), String(y));

export function compareBy<T>(key: (item: T) => string | number, dir: 'asc' | 'desc' = 'asc') {
  const sign = dir === 'asc' ? 1 : -1;
  return (a: T, b: T) => compareKeys(key(a), key(b)) * sign;
}

/**
 * The items sorted by `key`, each key worked out once (a list of thousands would otherwise lower-case and
 * look up every name about twenty times). Stable, like Array.prototype.sort.
 */
export function sortedBy<T>(
  items: readonly T[],
  key: (item: T) => string | number,
  dir: 'asc' | 'desc' = 'asc',
) {
  const sign = dir === 'asc' ? 1 : -1;
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => compareKeys(a.key, b.key) * sign)
    .map(({ item }) => item);
}
