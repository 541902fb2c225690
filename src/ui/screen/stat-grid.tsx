import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useReachable } from '../reachable-link';

export interface Stat {
  label: string;
  /** A count, or a figure already written ('12.5%', '—'). */
  value: number | string;
  /** A screen with the details behind the number. */
  href?: string;
  linkLabel?: string;
}

/** Headline numbers of an overview, each with a way to the list behind it (where the person's role reaches it). */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }): ReactNode {
  const reachable = useReachable();
  return (
    <dl className="stat-row" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
          {stat.href && reachable(stat.href) && (
            <dd className="stat__link">
              <Link href={stat.href}>{stat.linkLabel ?? 'View'}</Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
