import { useId, type ReactNode } from 'react';

/** A numbered, titled section of a long form (a fieldset-like region with its own heading). */
export function FormSection({
  number,
  title,
  description,
  children,
  actions,
}: {
  number?: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="form-section card" aria-labelledby={headingId}>
      <div className="form-section__head">
        <h2 id={headingId}>
          {number !== undefined && (
            <span className="form-section__number" aria-hidden="true">
              {number}
            </span>
          )}
          {title}
        </h2>
        {actions}
      </div>
      {description && <p className="muted form-section__description">{description}</p>}
      <div className="form-section__body">{children}</div>
    </section>
  );
}
