import { Link } from 'wouter';
import { ExternalLink } from '@/ui/external-link';
import type { ContentLink } from '../content/types';

/** One content link: in-app paths go through the router, mailto: stays in the tab, web links open a new tab. */
export function ContentLinkAnchor({ link, className }: { link: ContentLink; className?: string }) {
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    );
  }
  if (link.href.startsWith('mailto:')) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <ExternalLink href={link.href} className={className}>
      {link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </ExternalLink>
  );
}

/** A list of links, each with an optional line saying what the reader finds there. */
export function LinkList({ links }: { links: readonly ContentLink[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.href}>
          <ContentLinkAnchor link={link} className="link-list__link" />
          {link.note && <span className="link-list__note">{link.note}</span>}
        </li>
      ))}
    </ul>
  );
}
