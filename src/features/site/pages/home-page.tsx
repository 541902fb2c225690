import { Link } from 'wouter';
import { BRAND } from '@/lib/brand';
import { courseDurationLabel, featuredCourses } from '@/lib/catalog/courses';
import { paths, registerHref } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink } from '@/ui/button';
import { HOME_CONTENT } from '../content/home-content';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import './home-page.css';

/** The home page shows a taste of the catalogue; /courses shows every featured course. */
const HOME_FEATURED_COURSE_COUNT = 3;

export default function HomePage() {
  useDocumentTitle('Home', HOME_CONTENT.description);
  return (
    <>
      <section className="hero">
        <div className="page">
          <h1>{BRAND.tagline}</h1>
          <p className="hero__lead">{HOME_CONTENT.lead}</p>
          <div className="hero__actions">
            <ButtonLink href={paths.jobPulse}>Find jobs on Job Pulse</ButtonLink>
            <ButtonLink href={registerHref('student-college')} variant="secondary">
              Get started
            </ButtonLink>
            <ButtonLink href={paths.courses} variant="secondary">
              Explore courses
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="page home-section" aria-labelledby="audiences">
        <h2 id="audiences">Who it is for</h2>
        <div className="audience-grid">
          {HOME_CONTENT.audiences.map((audience) => (
            <article key={audience.id} className="card audience-card">
              <h3>{audience.title}</h3>
              <ul>
                {audience.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <ButtonLink href={audience.cta.href} variant="secondary">
                {audience.cta.label}
              </ButtonLink>
            </article>
          ))}
        </div>
      </section>

      <section className="home-band" aria-labelledby="how-it-works">
        <div className="page home-section">
          <h2 id="how-it-works">How it works</h2>
          <ol className="home-steps">
            {HOME_CONTENT.steps.map((step) => (
              <li key={step.title} className="home-steps__item">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="page home-section" aria-labelledby="featured-skills">
        <h2 id="featured-skills">Learn the skills companies ask for</h2>
        <ul className="tile-grid">
          {HOME_CONTENT.featuredSkills.map((path) => (
            <li key={path} className="card tile">
              <Link href={path} className="tile__link">
                {PAGE_SUMMARIES[path].title}
              </Link>
              <p>{PAGE_SUMMARIES[path].description}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link href={HOME_CONTENT.moreGuides.href}>{HOME_CONTENT.moreGuides.label}</Link>
        </p>
      </section>

      <section className="page home-section" aria-labelledby="featured-courses">
        <h2 id="featured-courses">Featured courses</h2>
        <ul className="tile-grid">
          {featuredCourses()
            .slice(0, HOME_FEATURED_COURSE_COUNT)
            .map((course) => (
              <li key={course.id} className="card tile">
                <h3 className="tile__title">{course.title}</h3>
                <p className="tile__meta">
                  {course.level} · {courseDurationLabel(course)}
                </p>
                <p>{course.summary}</p>
              </li>
            ))}
        </ul>
        <div className="hero__actions">
          <ButtonLink href={paths.courses}>See courses</ButtonLink>
          <ButtonLink href={paths.allCourses} variant="secondary">
            Browse the full catalogue
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
