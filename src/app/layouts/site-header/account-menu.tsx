import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { authState, LazyLogoutDialog } from '@/features/auth/public';
import { dashboardHrefFor } from '@/lib/routes';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { DisclosureMenu } from '@/ui/disclosure-menu';

/** The signed-in user's menu: who they are, their dashboard, and sign out. */
export function AccountMenu() {
  const auth = useSnapshot(authState);
  const [confirming, setConfirming] = useState(false);
  if (!auth.user || !auth.userType) return null;
  return (
    <>
      <DisclosureMenu label={auth.user.name || auth.user.email} align="end">
        <p className="menu__meta">
          {auth.user.email}
          <br />
          <span className="muted">{USER_TYPE_LABELS[auth.userType]}</span>
        </p>
        <ul className="menu__list">
          <li>
            <Link href={dashboardHrefFor(auth.userType)}>My dashboard</Link>
          </li>
          <li>
            <button type="button" className="menu__item-button" onClick={() => setConfirming(true)}>
              Logout
            </button>
          </li>
        </ul>
      </DisclosureMenu>
      <LazyLogoutDialog open={confirming} email={auth.user.email} onClose={() => setConfirming(false)} />
    </>
  );
}
