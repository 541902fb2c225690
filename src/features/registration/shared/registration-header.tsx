import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The heading block of a registration form: icon, title, subtitle and a line of description. */
export function RegistrationHeader({
  title,
  subtitle,
  description,
  icon,
}: {
  title: string;
  subtitle?: string;
  description?: ReactNode;
  icon?: ReactNode;
}) {
  useDocumentTitle(title, typeof description === 'string' ? description : subtitle);
  return (
    <header className="registration-header">
      {icon && (
        <span className="registration-header__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="registration-header__subtitle">{subtitle}</p>}
        {description && <p className="muted">{description}</p>}
      </div>
    </header>
  );
}
