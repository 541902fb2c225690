import '@/ui/styles/lists.css';
import { useId } from 'react';
import { categoryLabel } from '@/lib/catalog/categories';
import { courseDurationLabel, type Course } from '@/lib/catalog/courses';
import { LEARNING_PLATFORM_SIGNIN_URL } from '@/lib/learning-platform';
import { buttonClass } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { EmptyState } from '@/ui/resource-state';

function CourseItem({ course }: { course: Course }) {
  const headingId = useId();
  return (
    <article className="card card--tile record-card" aria-labelledby={headingId}>
      <p className="record-card__eyebrow">{categoryLabel(course.category)}</p>
      <h2 id={headingId} className="record-card__title">
        {course.title}
      </h2>
      <p className="record-card__line muted">
        {course.level} · {courseDurationLabel(course)} · {course.format}
      </p>
      <p className="record-card__line">{course.summary}</p>
      <div className="record-card__actions">
        <ExternalLink href={LEARNING_PLATFORM_SIGNIN_URL} className={buttonClass({ size: 'small' })}>
          Continue Learning<span className="visually-hidden">: {course.title}</span>
        </ExternalLink>
      </div>
    </article>
  );
}

/** The catalogue's courses; each opens on the external learning platform. */
export function CourseList({ courses }: { courses: readonly Course[] }) {
  if (courses.length === 0) return <EmptyState>No courses match your search.</EmptyState>;
  return (
    <ul className="record-list">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseItem course={course} />
        </li>
      ))}
    </ul>
  );
}
