import type { ReactNode } from 'react';
import { OnlineStatus } from '../online-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header/site-header';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <OnlineStatus />
      <main id="main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
