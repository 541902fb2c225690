import { callEndpoint } from '@/lib/api/client';
import type { MemberChange, MemberInvite } from '@/lib/api/member-contract';
import { DRIVE_API } from '@/lib/api/drive-endpoints';
import { MEMBER_API } from '@/lib/api/member-endpoints';
import { roundKey } from '@/lib/committee/roles';
import { roundKindLabel } from '@/lib/season/rounds';

export const listMembers = () => callEndpoint(MEMBER_API.members);
export const inviteMember = (invite: MemberInvite) => callEndpoint(MEMBER_API.inviteMember, { body: invite });
export const changeMember = (id: string, change: MemberChange) =>
  callEndpoint(MEMBER_API.changeMember, { params: { id }, body: change });
export const removeMember = (id: string) => callEndpoint(MEMBER_API.removeMember, { params: { id } });
export const getInvitation = (token: string) => callEndpoint(MEMBER_API.invitation, { params: { token } });
export const acceptInvitation = (token: string, password: string) =>
  callEndpoint(MEMBER_API.acceptInvitation, { params: { token }, body: { password } });

/** The organisation's drives and their rounds, to assign a round-scoped member (a student coordinator, an interviewer). */
export async function roundsToAssign(side: 'college' | 'company') {
  const page = await callEndpoint(side === 'college' ? DRIVE_API.collegeDrives : DRIVE_API.companyDrives, {
    query: { pageSize: 50, sort: 'deadline' },
  });
  const drives = await Promise.all(
    page.items.map((drive) => callEndpoint(DRIVE_API.drive, { params: { id: drive.id } })),
  );
  return drives.flatMap(({ drive }) =>
    drive.rounds.map((round) => ({
      key: roundKey(drive.id, round.id),
      label: `${drive.title} (${drive.companyName}), round ${round.order}: ${roundKindLabel(round.kind)}`,
    })),
  );
}
