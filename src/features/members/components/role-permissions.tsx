import { MEMBER_ROLES, PERMISSIONS, rolesOf, type Organisation } from '@/lib/committee/roles';

/** Each role of the organisation and what it may do, in plain words, from the table the server enforces. */
export function RolePermissions({ organisation }: { organisation: Organisation }) {
  return (
    <section aria-labelledby="roles-heading" className="card">
      <h2 id="roles-heading">What each role may do</h2>
      <dl className="role-list">
        {rolesOf(organisation).map((role) => (
          <div key={role}>
            <dt>{MEMBER_ROLES[role].label}</dt>
            <dd>
              <p>{MEMBER_ROLES[role].summary}</p>
              <ul aria-label={`${MEMBER_ROLES[role].label} may`}>
                {MEMBER_ROLES[role].permissions.map((permission) => (
                  <li key={permission}>{PERMISSIONS[permission]}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
