import { USER_TYPE_LABELS, type UserType } from '@/lib/user-types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import './demo-accounts.css';

interface Pick {
  type: UserType;
  email: string;
  password: string;
}

/**
 * Mock mode only: the seeded accounts; one press fills the sign-in form. The app shell hands it to the sign-in
 * page through the page's demo-accounts slot.
 */
export default function DemoAccounts({
  fixedType,
  onPick,
}: {
  fixedType?: UserType | undefined;
  onPick: (account: Pick) => void;
}) {
  const rows = DEMO_ACCOUNTS.flatMap((account) =>
    account.emails.map((email) => ({ email, type: account.type })),
  ).filter((row) => !fixedType || row.type === fixedType);
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">Demo accounts</h2>
      <p>
        Built-in mock backend. Password for every account: <code>{DEMO_PASSWORD}</code>
      </p>
      <ul>
        {rows.map((row) => (
          <li key={row.email}>
            <button type="button" onClick={() => onPick({ ...row, password: DEMO_PASSWORD })}>
              <span className="demo-accounts__email">{row.email}</span>
              <span className="demo-accounts__type">{USER_TYPE_LABELS[row.type]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
