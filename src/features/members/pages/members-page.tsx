import { useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import type { MemberView } from '@/lib/api/member-contract';
import { FULL_ROLE, MEMBER_ROLES, type Organisation } from '@/lib/committee/roles';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ResourceState } from '@/ui/resource-state';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { changeMember, inviteMember, listMembers, removeMember } from '../api/members-api';
import { MemberForm, type MemberFormValues } from '../components/member-form';
import { RolePermissions } from '../components/role-permissions';
import '../components/members.css';

const messageOf = (error: unknown) =>
  (isApiError(error) && error.serverMessage) || 'That did not work. Check your connection and try again.';

/** Where a member's role reaches, in words: their branches or how many rounds they run. */
function scopeText(member: MemberView): string | undefined {
  if (member.branches) return `Branches: ${member.branches.join(', ')}`;
  if (member.rounds)
    return member.rounds.length === 1 ? 'Runs 1 round' : `Runs ${member.rounds.length} rounds`;
  return undefined;
}

/**
 * The placement officer's members page (a company admin's team page): invite, change a role, its branches or
 * rounds, remove; and what each role may do. The last placement officer (admin) has no remove button and no
 * role change away from it: the server refuses both (last_full_role).
 */
export function MembersPage({ organisation }: { organisation: Organisation }) {
  const members = useResource('members', listMembers);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<MemberView>();
  const fullRole = FULL_ROLE[organisation];

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
      setNotice(done);
      setEditing(undefined);
      members.reload();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const invite = (values: MemberFormValues) =>
    run(
      () => inviteMember(values),
      `${values.name} is invited: the link in their e-mail lets them set a password (it works once, for 7 days).`,
    );

  return (
    <div className="screen">
      <ScreenHeader
        title={organisation === 'college' ? 'Placement committee' : 'Your team'}
        intro="Each member signs in with their own account. What they may do is their role's, below; the server refuses the rest."
      />
      {notice && (
        <p className="alert alert--info" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <ResourceState resource={members} label="members">
        {({ members: list }) => {
          const fullRoleHolders = list.filter((member) => member.role === fullRole && !member.pending);
          const isLast = (member: MemberView) =>
            fullRoleHolders.length === 1 && fullRoleHolders[0]!.id === member.id;
          return (
            <ul className="member-list" aria-label="Members">
              {list.map((member) => (
                <li key={member.id} className="card member-list__item" aria-label={member.name}>
                  <p className="member-list__name">
                    <strong>{member.name}</strong> · {member.email}
                  </p>
                  <p>
                    {MEMBER_ROLES[member.role].label}
                    {scopeText(member) && ` · ${scopeText(member)}`}
                    {member.pending && ' · Invited, has not set a password yet'}
                  </p>
                  {isLast(member) && (
                    <p className="member-list__note">
                      The only {MEMBER_ROLES[fullRole].label.toLowerCase()}: make another member one before
                      changing or removing this one.
                    </p>
                  )}
                  {editing === member.id ? (
                    <MemberForm
                      organisation={organisation}
                      member={member}
                      busy={busy}
                      submitLabel="Save role"
                      onCancel={() => setEditing(undefined)}
                      onSubmit={({ name: _name, email: _email, ...change }) =>
                        void run(() => changeMember(member.id, change), `${member.name}'s role is saved.`)
                      }
                    />
                  ) : (
                    !isLast(member) && (
                      <div className="member-list__actions">
                        <Button variant="secondary" size="small" onClick={() => setEditing(member.id)}>
                          Change role of {member.name}
                        </Button>
                        <Button variant="danger" size="small" onClick={() => setRemoving(member)}>
                          Remove {member.name}
                        </Button>
                      </div>
                    )
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </ResourceState>
      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a member</h2>
        <MemberForm organisation={organisation} busy={busy} submitLabel="Send invitation" onSubmit={invite} />
      </section>
      <RolePermissions organisation={organisation} />
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing?.name ?? ''}?`}
        message="They are signed out at once and can no longer sign in. Decisions they made stay recorded under their name."
        confirmLabel="Remove"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const member = removing!;
          setRemoving(undefined);
          void run(() => removeMember(member.id), `${member.name} was removed and signed out.`);
        }}
      />
    </div>
  );
}
