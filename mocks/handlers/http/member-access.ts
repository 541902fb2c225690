import { permissionFor } from '@/lib/committee/operations';
import { MEMBER_ROLES, PERMISSIONS, reachesDrive, reachesRound, roleMay } from '@/lib/committee/roles';
import { errorResponse } from './errors';
import { currentSession } from './sessions';
import type { Endpoint, EndpointRoute } from '@/lib/api/endpoint';

/** What the route wrapper hands the check: the request's cookies and path parameters. */
interface CallInfo {
  cookies: Record<string, string>;
  params: Record<string, string | readonly string[] | undefined>;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The committee's refusal of a call, before its handler runs (src/lib/committee: the role's permissions, and the
 * rounds a round-scoped member is assigned); undefined when the member may make it, or when the caller is no member
 * (not signed in, a candidate, another account type: the handler answers those as it always did).
 */
export async function memberRefusal(
  target: EndpointRoute & Pick<Endpoint, 'access'>,
  info: CallInfo,
): Promise<Response | undefined> {
  const permission = permissionFor(target.method, target.path);
  if (!permission || permission === 'everyMember') return undefined;
  const signedIn = await currentSession(info.cookies);
  const member = signedIn?.member;
  // Another type of account is the handler's to refuse (403 forbidden), as it always was.
  if (!member || !target.access?.includes(signedIn.account.type)) return undefined;
  const role = MEMBER_ROLES[member.role];
  if (!roleMay(member.role, permission))
    return errorResponse(
      403,
      `As ${lowerFirst(role.label)} you may not do this: it needs the permission to ${lowerFirst(PERMISSIONS[permission])}.`,
      'role_forbidden',
      [{ role: member.role, permission }],
    );
  const driveId = target.path.startsWith('/drives/:id') ? String(info.params.id ?? '') : undefined;
  if (driveId === undefined) return undefined;
  const roundId = info.params.roundId;
  const reaches =
    typeof roundId === 'string' ? reachesRound(member, driveId, roundId) : reachesDrive(member, driveId);
  return reaches
    ? undefined
    : errorResponse(
        403,
        typeof roundId === 'string'
          ? 'You are not assigned this round: the placement officer assigns the rounds you run.'
          : 'You are not assigned a round of this drive: the placement officer assigns the rounds you run.',
        'round_not_assigned',
      );
}
