import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_EXPANDED_PX } from '@/lib/constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStoredFlag } from '@/lib/use-stored-flag';
import type { DashboardConfig } from '../../areas/dashboard-config';
import { OnlineStatus } from '../../online-status';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The sidebar's widths come from the constants; layout.css reads them as custom properties. */
const SIDEBAR_WIDTHS = {
  '--sidebar-width': `${SIDEBAR_WIDTH_EXPANDED_PX}px`,
  '--sidebar-width-collapsed': `${SIDEBAR_WIDTH_COLLAPSED_PX}px`,
} as CSSProperties;

/**
 * Sidebar + top bar. Desktop: the sidebar collapses (256/80 px, preference kept). Under 768 px it is an
 * overlay that closes on navigation, on a backdrop press and when the window grows past the breakpoint. A screen
 * that fails shows its error inside the frame, the menus still working.
 */
export function ShellFrame({ config, children }: { config: DashboardConfig; children: ReactNode }) {
  const isDesktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [collapsed, setCollapsed] = useStoredFlag(STORAGE_KEYS.sidebarCollapsed);
  const [location] = useLocation();
  // The overlay belongs to the page it was opened on, so navigating closes it.
  const [overlayOpenOn, setOverlayOpenOn] = useState<string | null>(null);
  const overlayOpen = !isDesktop && overlayOpenOn === location;
  const setOverlayOpen = (open: boolean) => setOverlayOpenOn(open ? location : null);

  // Growing to desktop width closes it for good (shrinking again does not bring it back).
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => query.matches && setOverlayOpenOn(null);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const mode = isDesktop ? (collapsed ? 'collapsed' : 'expanded') : overlayOpen ? 'overlay' : 'hidden';
  return (
    <div className={`shell theme-${config.theme} shell--${mode}`} style={SIDEBAR_WIDTHS}>
      <a className="skip-link" href="#dashboard-main">
        Skip to content
      </a>
      <Sidebar
        config={config}
        mode={mode}
        onToggleCollapsed={() => setCollapsed(!collapsed)}
        onClose={() => setOverlayOpen(false)}
      />
      {mode === 'overlay' && (
        <div
          className="shell__backdrop"
          data-testid="sidebar-backdrop"
          onClick={() => setOverlayOpen(false)}
        />
      )}
      <div className="shell__body">
        <OnlineStatus />
        <TopBar
          config={config}
          showMenuButton={!isDesktop}
          menuOpen={overlayOpen}
          onOpenMenu={() => setOverlayOpen(true)}
        />
        <main id="dashboard-main" className="shell__main" tabIndex={-1}>
          <ScreenErrorBoundary resetKey={location}>{children}</ScreenErrorBoundary>
        </main>
      </div>
    </div>
  );
}
