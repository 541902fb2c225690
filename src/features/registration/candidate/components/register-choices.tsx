import { Link } from 'wouter';
import { CANDIDATE_TYPES } from '@/lib/user-types';
import { paths, registerHref } from '@/lib/routes';
import { Icon, type IconName } from '@/ui/icon';
import { CANDIDATE_PROFILES } from '../model/candidate-types';
import './register-choices.css';

interface Choice {
  href: string;
  title: string;
  description: string;
  icon: IconName;
}

const CHOICES: readonly Choice[] = [
  ...CANDIDATE_TYPES.map((type) => ({ href: registerHref(type), ...CANDIDATE_PROFILES[type] })),
  {
    href: paths.collegeForm,
    title: 'College Registration',
    description: 'For placement officers registering their institution.',
    icon: 'building',
  },
  {
    href: paths.companyForm,
    title: 'Company Registration',
    description: 'For companies that want to hire and post jobs.',
    icon: 'users',
  },
];

/** /register/{anything else}: the registrations there are, to pick from. */
export function RegisterChoices() {
  return (
    <ul className="register-choices">
      {CHOICES.map((choice) => (
        <li key={choice.href}>
          <Link href={choice.href} className="register-choice card">
            <span className="register-choice__icon">
              <Icon name={choice.icon} size={28} />
            </span>
            <span>
              <strong>{choice.title}</strong>
              <span className="muted">{choice.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
