import { useState, type FormEvent } from 'react';
import type { MemberChange, MemberView } from '@/lib/api/member-contract';
import { MEMBER_ROLES, rolesOf, type MemberRole, type Organisation } from '@/lib/committee/roles';
import { SEASON_BRANCHES } from '@/lib/season/student-record';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { roundsToAssign } from '../api/members-api';

export interface MemberFormValues extends MemberChange {
  name: string;
  email: string;
}

interface MemberFormProps {
  organisation: Organisation;
  /** The member being changed; absent: an invitation (name and e-mail asked). */
  member?: MemberView;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: MemberFormValues) => void;
  onCancel?: () => void;
}

/** Who (for an invitation), the role, and where a scoped role reaches: branches, or assigned rounds. */
export function MemberForm({ organisation, member, busy, submitLabel, onSubmit, onCancel }: MemberFormProps) {
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [role, setRole] = useState<MemberRole>(member?.role ?? rolesOf(organisation).at(-1)!);
  const [branches, setBranches] = useState<string[]>(member?.branches ?? []);
  const [rounds, setRounds] = useState<string[]>(member?.rounds ?? []);
  const scope = MEMBER_ROLES[role].scope;
  const idPrefix = member ? `member-${member.id}` : 'invite';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      name: name.trim(),
      email: email.trim(),
      role,
      ...(scope === 'branches' ? { branches } : {}),
      ...(scope === 'rounds' ? { rounds } : {}),
    });
  };
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

  return (
    <form className="member-form" onSubmit={submit}>
      {!member && (
        <>
          <label className="field__label" htmlFor={`${idPrefix}-name`}>
            Name
          </label>
          <input
            id={`${idPrefix}-name`}
            className="field__input"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <label className="field__label" htmlFor={`${idPrefix}-email`}>
            E-mail
          </label>
          <input
            id={`${idPrefix}-email`}
            className="field__input"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <label className="field__label" htmlFor={`${idPrefix}-role`}>
        Role
      </label>
      <select
        id={`${idPrefix}-role`}
        className="field__input"
        value={role}
        onChange={(event) => setRole(event.target.value as MemberRole)}
      >
        {rolesOf(organisation).map((option) => (
          <option key={option} value={option}>
            {MEMBER_ROLES[option].label}
          </option>
        ))}
      </select>
      {scope === 'branches' && (
        <fieldset className="member-form__choices">
          <legend>Branches</legend>
          {SEASON_BRANCHES.map((branch) => (
            <label key={branch.value}>
              <input
                type="checkbox"
                checked={branches.includes(branch.value)}
                onChange={() => setBranches(toggle(branches, branch.value))}
              />{' '}
              {branch.label} ({branch.value})
            </label>
          ))}
        </fieldset>
      )}
      {scope === 'rounds' && (
        <RoundChoices
          side={organisation}
          chosen={rounds}
          onToggle={(key) => setRounds(toggle(rounds, key))}
        />
      )}
      <div className="member-form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function RoundChoices(props: { side: Organisation; chosen: string[]; onToggle: (key: string) => void }) {
  const rounds = useResource(`rounds-to-assign:${props.side}`, () => roundsToAssign(props.side));
  return (
    <fieldset className="member-form__choices">
      <legend>Rounds they run</legend>
      {rounds.data
        ? rounds.data.map((round) => (
            <label key={round.key}>
              <input
                type="checkbox"
                checked={props.chosen.includes(round.key)}
                onChange={() => props.onToggle(round.key)}
              />{' '}
              {round.label}
            </label>
          ))
        : rounds.error
          ? 'The drives could not be loaded.'
          : 'Loading the drives…'}
    </fieldset>
  );
}
