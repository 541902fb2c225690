import { Link } from 'wouter';
import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { ExternalLink } from '@/ui/external-link';

const SERVICE_LINKS = [
  { href: paths.jobPulse, label: 'Job Pulse' },
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.careers, label: 'Careers' },
  { href: paths.contactUs, label: 'Contact Us' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {BRAND.name}
          </h2>
          <p>{BRAND.tagline}.</p>
          <ul className="site-footer__social" aria-label="Social media">
            {BRAND.social.map((link) => (
              <li key={link.label}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            {BRAND.contactEmails.map((contact) => (
              <li key={contact.email}>
                {contact.label}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices">Offices</h2>
          <div className="site-footer__offices">
            {BRAND.offices.map((office) => (
              <address key={office.city}>
                <strong>{office.city}</strong>
                {office.lines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            ))}
          </div>
        </section>
      </div>
      <p className="site-footer__legal">© 2026 {BRAND.name}. All rights reserved.</p>
    </footer>
  );
}
