import { BRAND } from '@/lib/brand';
import { paths, registerHref } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink } from '@/ui/button';
import './home-page.css';

const AUDIENCES = [
  {
    title: 'Students and job seekers',
    text: 'Build job-ready hardware and embedded skills, keep one resume up to date, and apply to openings from companies that hire freshers.',
    cta: { href: registerHref('student-college'), label: 'Register as a student' },
  },
  {
    title: 'Companies',
    text: 'Post openings for engineers, designers and specialists, and browse candidates by branch, year, skills and college.',
    cta: { href: paths.companyForm, label: 'Register your company' },
  },
  {
    title: 'Colleges',
    text: 'Placement officers see their registered students, the open jobs and the companies hiring, in one dashboard.',
    cta: { href: paths.collegeForm, label: 'Register your college' },
  },
] as const;

export default function HomePage() {
  useDocumentTitle('Home', `${BRAND.name}: ${BRAND.tagline}.`);
  return (
    <>
      <section className="hero">
        <div className="page">
          <h1>{BRAND.tagline}</h1>
          <p className="hero__lead">
            {BRAND.name} connects students, fresh graduates and working professionals with the companies that
            hire them and the colleges that train them.
          </p>
          <div className="hero__actions">
            <ButtonLink href={registerHref('student-college')}>Get started</ButtonLink>
            <ButtonLink href={paths.jobPulse} variant="secondary">
              See open jobs
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className="page" aria-labelledby="audiences">
        <h2 id="audiences">Who it is for</h2>
        <div className="audience-grid">
          {AUDIENCES.map((audience) => (
            <article key={audience.title} className="card stack">
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
              <ButtonLink href={audience.cta.href} variant="secondary">
                {audience.cta.label}
              </ButtonLink>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
