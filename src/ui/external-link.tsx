import type { AnchorHTMLAttributes } from 'react';

/** A link that leaves the portal: always a new tab, never with access to this window. */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
