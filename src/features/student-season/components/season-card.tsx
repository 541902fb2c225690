import { useId, type ReactNode } from 'react';

interface SeasonCardProps {
  /** 'drive-card', 'application-card', 'offer-card': the card's own layout. */
  className: string;
  company: string;
  title: string;
  /** Lines under the title (place, status). */
  meta?: ReactNode;
  children: ReactNode;
}

/** A card of the season (a drive, an application, an offer), named by its title: the company, then the role. */
export function SeasonCard({ className, company, title, meta, children }: SeasonCardProps) {
  const headingId = useId();
  return (
    <article className={`card ${className}`} aria-labelledby={headingId}>
      <header className="drive-card__head">
        <p className="drive-card__company">{company}</p>
        <h3 id={headingId} className="drive-card__title">
          {title}
        </h3>
        {meta}
      </header>
      {children}
    </article>
  );
}
