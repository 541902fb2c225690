import { useSnapshot } from 'valtio';
import type { SessionMember } from '@/lib/api/session-contract';
import { memberMay, reachesRound, type Permission } from '@/lib/committee/roles';
import { authState } from './auth-store';

/** The signed-in member of a college's committee or a company's team, if any. */
function useSessionMember(): SessionMember | undefined {
  return useSnapshot(authState).user?.member as SessionMember | undefined;
}

/** Whether the signed-in member may do this: a screen shows no button the server would refuse. */
export function useMay(permission: Permission): boolean {
  return memberMay(useSessionMember(), permission);
}

/** Whether the signed-in member may record results in this round (a round-scoped role: only those assigned). */
export function useMayRecordRound(driveId: string, roundId: string): { record: boolean; publish: boolean } {
  const member = useSessionMember();
  const reaches = !member || reachesRound(member, driveId, roundId);
  return {
    record: reaches && memberMay(member, 'results.record'),
    publish: reaches && memberMay(member, 'results.publish'),
  };
}
