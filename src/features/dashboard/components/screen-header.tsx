import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
// Every screen has a header: the screens' layout comes with it, whichever screen is opened first.
import './dashboard.css';

/** A screen's h1 (also the tab title), a line of introduction and the screen's main actions. */
export function ScreenHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className="screen-header">
      <div>
        <h1>{title}</h1>
        {intro && <p className="muted screen-header__intro">{intro}</p>}
      </div>
      {actions && <div className="screen-header__actions">{actions}</div>}
    </header>
  );
}
