import { Link, useRoute } from 'wouter';
import { UnreadBadge } from '@/features/student-season/public';
import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { Icon } from '@/ui/icon';
import type { DashboardConfig, MenuItem } from '../../areas/dashboard-config';

function SidebarLink({ item, showLabel }: { item: MenuItem; showLabel: boolean }) {
  const [active] = useRoute(item.path);
  return (
    <li>
      <Link
        href={item.path}
        className="sidebar__link"
        aria-current={active ? 'page' : undefined}
        title={showLabel ? undefined : item.label}
      >
        <Icon name={item.icon} />
        <span className={showLabel ? undefined : 'visually-hidden'}>{item.label}</span>
        {item.badge === 'unread-notifications' && <UnreadBadge />}
      </Link>
    </li>
  );
}

interface SidebarProps {
  config: DashboardConfig;
  mode: 'expanded' | 'collapsed' | 'overlay' | 'hidden';
  onToggleCollapsed: () => void;
  onClose: () => void;
}

export function Sidebar({ config, mode, onToggleCollapsed, onClose }: SidebarProps) {
  const showLabel = mode !== 'collapsed';
  return (
    <aside className="sidebar" hidden={mode === 'hidden'} aria-label="Dashboard">
      <div className="sidebar__head">
        <Link href={paths.home} className="sidebar__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={showLabel ? undefined : 'visually-hidden'}>{BRAND.name}</span>
        </Link>
        {mode === 'overlay' && (
          <button type="button" className="sidebar__icon-button" onClick={onClose} aria-label="Close menu">
            ✕
          </button>
        )}
      </div>
      <nav aria-label={config.title}>
        <ul className="sidebar__list">
          {config.menu.map((item) => (
            <SidebarLink key={item.id} item={item} showLabel={showLabel} />
          ))}
        </ul>
      </nav>
      {mode !== 'overlay' && (
        <button
          type="button"
          className="sidebar__collapse"
          onClick={onToggleCollapsed}
          aria-label={mode === 'collapsed' ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={mode !== 'collapsed'}
        >
          <Icon name={mode === 'collapsed' ? 'chevronRight' : 'chevronLeft'} />
          <span className={showLabel ? undefined : 'visually-hidden'}>Collapse</span>
        </button>
      )}
    </aside>
  );
}
