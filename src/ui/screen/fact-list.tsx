import type { ReactNode } from 'react';
import '@/ui/styles/lists.css';

/** One fact: its label and its value (text, a badge, a link). */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * Label–value pairs as a description list: a drive's facts, an offer's, a CTC's parts, an academic record, a
 * candidate's profile. `facts` (lists.css) lays them out unless the screen gives its own class.
 */
export function FactList({ facts, className = 'facts' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
