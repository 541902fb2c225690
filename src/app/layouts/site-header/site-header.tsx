import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { authState } from '@/features/auth/public';
import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { DisclosureMenu } from '@/ui/disclosure-menu';
import { ExternalLink } from '@/ui/external-link';
import { Skeleton } from '@/ui/skeleton';
import { useDisclosureDismiss } from '@/ui/use-disclosure-dismiss';
import { AccountMenu } from './account-menu';
import { HEADER_LINKS, JOBSEEKER_LOGIN_LINKS, ORGANISATION_LOGIN_LINKS, REGISTER_LINKS } from './nav-links';
import { NavItem } from './nav-item';

function GuestMenus() {
  return (
    <>
      <DisclosureMenu label="Register" align="end">
        <ul className="menu__list">
          {REGISTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </DisclosureMenu>
      <DisclosureMenu label="Login" align="end">
        <ul className="menu__list">
          <li>
            <span className="menu__group">Jobseeker Login</span>
            <ul className="menu__list menu__list--nested">
              <li>
                <ExternalLink href={JOBSEEKER_LOGIN_LINKS.courses.href}>
                  {JOBSEEKER_LOGIN_LINKS.courses.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </ExternalLink>
              </li>
              <li>
                <Link href={JOBSEEKER_LOGIN_LINKS.dashboards.href}>
                  {JOBSEEKER_LOGIN_LINKS.dashboards.label}
                </Link>
              </li>
            </ul>
          </li>
          {ORGANISATION_LOGIN_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </DisclosureMenu>
    </>
  );
}

export function SiteHeader() {
  const auth = useSnapshot(authState);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(toggle, header);
  const checking = auth.sessionCheck === 'checking';
  return (
    <header className="site-header" ref={header}>
      <div className="site-header__inner">
        <Link href={paths.home} className="site-header__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {BRAND.name}
        </Link>
        {/* Small screens: a disclosure whose open state shows the navigation after it (CSS), so it works before
            the page's code has run; wide screens show the navigation and hide this. */}
        <details className="site-header__toggle" ref={toggle} suppressHydrationWarning>
          <summary aria-controls="site-nav">
            <span className="visually-hidden">Menu</span>
            <span aria-hidden="true">☰</span>
          </summary>
        </details>
        <nav id="site-nav" aria-label="Main" className="site-header__nav">
          <ul className="site-header__links">
            {HEADER_LINKS.map((link) => (
              <NavItem key={link.href} href={link.href} label={link.label} />
            ))}
          </ul>
          <div className="site-header__account">
            {checking ? (
              <span className="site-header__skeletons" data-testid="header-skeleton">
                <Skeleton width={80} height={32} />
                <Skeleton width={80} height={32} />
              </span>
            ) : auth.isAuthenticated ? (
              <AccountMenu />
            ) : (
              <GuestMenus />
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
