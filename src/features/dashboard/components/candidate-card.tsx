import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { CandidateSummary } from '@/lib/api/portal-contract';
import { candidateBackground, candidateTypeLabel } from '../model/candidate-text';
import '@/ui/styles/lists.css';

interface CandidateCardProps {
  candidate: CandidateSummary;
  /** Where the name links to (a company's view of the profile); plain text when absent. */
  href?: string;
  /** Shown under the details: the college as the candidate wrote it, an application's status. */
  extra?: ReactNode;
  actions?: ReactNode;
}

/** One candidate in a list: name, type, background and skills. */
export function CandidateCard({ candidate, href, extra, actions }: CandidateCardProps) {
  const headingId = useId();
  return (
    <article className="card card--tile record-card" aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="record-card__title">
          {href ? <Link href={href}>{candidate.name}</Link> : candidate.name}
        </h2>
        <span className="badge">{candidateTypeLabel(candidate)}</span>
      </div>
      <p className="record-card__line">{candidateBackground(candidate) || 'No details yet'}</p>
      {candidate.skills.length > 0 && (
        <ul className="tag-list skill-list" aria-label="Skills">
          {candidate.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      {extra}
      {actions && <div className="record-card__actions">{actions}</div>}
    </article>
  );
}
