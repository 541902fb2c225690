import { buttonClass } from '@/ui/button';
import type { ContentLink } from '../content/types';
import { ContentLinkAnchor } from './content-link';

/** Calls to action at the end of a page: the first is the main one. */
export function PageActions({ actions }: { actions: readonly ContentLink[] }) {
  if (actions.length === 0) return null;
  return (
    <section className="page-actions" aria-labelledby="next-steps">
      <h2 id="next-steps">Next steps</h2>
      <ul className="page-actions__list">
        {actions.map((action, index) => (
          <li key={action.href}>
            <ContentLinkAnchor
              link={action}
              className={buttonClass({ variant: index === 0 ? 'primary' : 'secondary' })}
            />
            {action.note && <p className="page-actions__note">{action.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
