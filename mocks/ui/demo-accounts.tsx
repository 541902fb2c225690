import { USER_TYPE_LABELS, type UserType } from '@/lib/user-types';
import { MEMBER_ROLES } from '@/lib/committee/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { DEMO_MEMBER_LOGINS } from '../db/demo-member-logins';
import './demo-accounts.css';

interface Pick {
  type: UserType;
  email: string;
  password: string;
}

/**
 * Mock mode only, above the sign-in form: what the demo is and the password of its accounts. It is part of the
 * page's HTML, so the words paint with the page (they are its largest text: Largest Contentful Paint).
 */
export function DemoNote() {
  return (
    // No style of its own: the page's HTML inlines the page's styles only, not this module's.
    <p>
      Demo: a built-in mock backend answers. Password for every demo account: <code>{DEMO_PASSWORD}</code>
    </p>
  );
}

/**
 * Mock mode only: the seeded accounts under the sign-in form; one press fills it. The app shell hands both parts
 * to the sign-in page through the page's demo slot.
 */
export default function DemoAccounts({
  fixedType,
  onPick,
}: {
  fixedType?: UserType | undefined;
  onPick: (account: Pick) => void;
}) {
  const roleOf = new Map(DEMO_MEMBER_LOGINS.map((member) => [member.email, MEMBER_ROLES[member.role].label]));
  const memberRows = DEMO_MEMBER_LOGINS.filter((member) => !member.id.startsWith('founder:')).map(
    (member) => ({
      email: member.email,
      type: MEMBER_ROLES[member.role].organisation,
    }),
  );
  const rows = [
    ...DEMO_ACCOUNTS.flatMap((account) => account.emails.map((email) => ({ email, type: account.type }))),
    ...memberRows,
  ].filter((row) => !fixedType || row.type === fixedType);
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">Demo accounts</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.email}>
            <button type="button" onClick={() => onPick({ ...row, password: DEMO_PASSWORD })}>
              <span className="demo-accounts__email">{row.email}</span>
              <span className="demo-accounts__type">
                {USER_TYPE_LABELS[row.type]}
                {roleOf.has(row.email) && ` · ${roleOf.get(row.email)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
