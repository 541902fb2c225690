/**
 * Where a member's role reaches inside a handler (src/lib/committee/roles.ts): the route wrapper has already
 * refused what the role may not call at all; these narrow what it may see and touch.
 */
import { memberMay, reachesBranch } from '@/lib/committee/roles';
import type { Member } from '../db/members';
import { errorResponse } from '../handlers/http/errors';

/** Whether the member reaches students of this branch (a department coordinator: only their branches). */
export const memberReachesBranch = (member: Member | undefined, branch: string) =>
  !member || reachesBranch(member, branch);

/** A view without the student's e-mail and phone, for a member who may not see contact details. */
export function contactsFor<View extends { email?: string; phone?: string }>(
  member: Member | undefined,
  view: View,
): View {
  if (memberMay(member, 'contacts.read')) return view;
  const { email: _email, phone: _phone, ...rest } = view;
  return rest as View;
}

/** The refusal of a department coordinator's call on a student of another branch. */
export const outsideBranches = (member: Member) =>
  errorResponse(
    403,
    `This student is not in your branches (${(member.branches ?? []).join(', ')}): their department's coordinator or the placement officer can help.`,
    'outside_branches',
  );
