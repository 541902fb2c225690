import { categoryLabel } from '@/lib/catalog/categories';
import { courseDurationLabel, type Course } from '@/lib/catalog/courses';

/** One course: the facts a learner compares first, with the outline folded away until asked for. */
function CourseCard({ course }: { course: Course }) {
  return (
    <article className="course-card card" id={course.id}>
      <p className="course-card__category">{categoryLabel(course.category)}</p>
      <h3>{course.title}</h3>
      <dl className="course-card__facts">
        <div>
          <dt>Level</dt>
          <dd>{course.level}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{courseDurationLabel(course)}</dd>
        </div>
        <div>
          <dt>Format</dt>
          <dd>{course.format}</dd>
        </div>
      </dl>
      <p>{course.summary}</p>
      <p>
        <strong>Who it is for:</strong> {course.audience}
      </p>
      <details className="course-card__outline">
        <summary>
          Course outline<span className="visually-hidden"> of {course.title}</span>
        </summary>
        <ol>
          {course.outline.map((module) => (
            <li key={module}>{module}</li>
          ))}
        </ol>
      </details>
    </article>
  );
}

export function CourseGrid({ courses }: { courses: readonly Course[] }) {
  return (
    <ul className="course-grid">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
