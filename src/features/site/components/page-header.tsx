import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/lib/routes';
import { PAGE_SUMMARIES, type PublicPath } from '../content/page-summaries';

interface PageHeaderProps {
  title: string;
  lead: string;
  /** Pages above this one, from the home page down (the home page itself is always first). */
  trail?: readonly PublicPath[];
  children?: ReactNode;
}

/** Breadcrumb, the page's only h1, and its lead paragraph. */
export function PageHeader({ title, lead, trail = [], children }: PageHeaderProps) {
  return (
    <header className="content-header">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link href={paths.home}>Home</Link>
          </li>
          {trail.map((path) => (
            <li key={path}>
              <Link href={path}>{PAGE_SUMMARIES[path].title}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      <p className="content-lead">{lead}</p>
      {children}
    </header>
  );
}
