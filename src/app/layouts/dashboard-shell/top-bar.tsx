import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState, LazyLogoutDialog } from '@/features/auth/public';
import { NotificationBell } from '@/features/student-season/public';
import { LEARNING_PLATFORM_SIGNIN_URL } from '@/lib/learning-platform';
import { paths } from '@/lib/routes';
import { ButtonLink, buttonClass } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import type { DashboardConfig } from '../../areas/dashboard-config';

interface TopBarProps {
  config: DashboardConfig;
  showMenuButton: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ config, showMenuButton, menuOpen, onOpenMenu }: TopBarProps) {
  const auth = useSnapshot(authState);
  const [confirming, setConfirming] = useState(false);
  return (
    <header className="topbar">
      {showMenuButton && (
        <button
          type="button"
          className="topbar__menu"
          onClick={onOpenMenu}
          aria-expanded={menuOpen}
          aria-label="Open menu"
        >
          <Icon name="menu" />
        </button>
      )}
      <p className="topbar__title">{config.title}</p>
      <div className="topbar__actions">
        {config.topBarAction === 'post-job' ? (
          // Only where the menu offers posting a job: a member whose role may not post one has neither.
          config.menu.some((item) => item.path === paths.companyPostJob) && (
            <ButtonLink href={paths.companyPostJob} size="small">
              Post New Job
            </ButtonLink>
          )
        ) : (
          <ExternalLink href={LEARNING_PLATFORM_SIGNIN_URL} className={buttonClass({ size: 'small' })}>
            Continue Learning
          </ExternalLink>
        )}
        {config.features.notifications && <NotificationBell />}
        <span className="topbar__user">{auth.user?.name}</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(true)}>
          <Icon name="logout" size={18} />
          Logout
        </button>
      </div>
      {auth.user && (
        <LazyLogoutDialog open={confirming} email={auth.user.email} onClose={() => setConfirming(false)} />
      )}
    </header>
  );
}
