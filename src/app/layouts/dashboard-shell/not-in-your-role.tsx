import { Link } from 'wouter';
import { AssignedRounds } from '@/features/drives/public';
import type { SessionMember } from '@/lib/api/session-contract';
import { MEMBER_ROLES } from '@/lib/committee/roles';
import type { Area } from '@/lib/user-types';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { MenuItem } from '../../areas/dashboard-config';

/**
 * What a member sees at a screen their role does not include (their landing page among them, for a student
 * coordinator or an interviewer): what it does include, and the rounds they run.
 */
export function NotInYourRole({
  member,
  menu,
  area,
}: {
  member: SessionMember;
  menu: readonly MenuItem[];
  area: Area;
}) {
  const role = MEMBER_ROLES[member.role];
  const side = area === 'company' ? 'company' : 'college';
  return (
    <div className="screen">
      <ScreenHeader
        title={role.scope === 'rounds' ? 'Your rounds' : 'Not part of your role'}
        intro={`You are signed in as ${role.label.toLowerCase()}: ${role.summary}`}
      />
      {role.scope === 'rounds' && <AssignedRounds side={side} rounds={member.rounds ?? []} />}
      {menu.length > 0 && (
        <nav aria-label="What your role includes">
          <h2>What your role includes</h2>
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                <Link href={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
