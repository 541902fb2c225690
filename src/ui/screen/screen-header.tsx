import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
// Every screen has a header: the screens' layout comes with it, whichever screen is opened first.
import './screen.css';

interface ScreenHeaderProps {
  /** The screen's h1, and its tab title unless `tabTitle` says more. */
  title: string;
  /** A tab title that names more than the heading (the report's batch and college). */
  tabTitle?: string;
  /** One line of introduction under the heading. */
  intro?: ReactNode;
  /** The screen's main actions, beside the heading on a wide screen, under it on a phone. */
  actions?: ReactNode;
  /** What the heading's block holds besides a line of introduction (several paragraphs, controls). */
  children?: ReactNode;
}

/** A screen's h1 (also the tab title), a line of introduction and the screen's main actions. */
export function ScreenHeader({ title, tabTitle, intro, actions, children }: ScreenHeaderProps) {
  useDocumentTitle(tabTitle ?? title);
  return (
    <header className="screen-header">
      <div>
        <h1>{title}</h1>
        {intro && <p className="muted screen-header__intro">{intro}</p>}
        {children}
      </div>
      {actions && <div className="screen-header__actions">{actions}</div>}
    </header>
  );
}
