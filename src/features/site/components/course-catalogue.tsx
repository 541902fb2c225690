import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { categoryLabel, COURSE_CATEGORIES, isCourseCategoryId } from '@/lib/catalog/categories';
import { COURSES, coursesInCategory } from '@/lib/catalog/courses';
import { paths } from '@/lib/routes';
import { CATEGORY_QUERY_PARAM, courseCategoryHref } from '../content/course-links';
import { CourseGrid } from './course-card';

function CategoryChip({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <li>
      <Link href={href} className="chip" aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
}

/**
 * The full catalogue with a category filter. The filter lives in the URL (?category=), so role pages and
 * guides can link straight to a filtered list and a filtered view can be shared. Its choices are links, so they
 * work on the prerendered page before its code has run.
 */
export function CourseCatalogue() {
  const filterId = useId();
  const [params] = useSearchParams();
  const raw = params.get(CATEGORY_QUERY_PARAM);
  const category = isCourseCategoryId(raw) ? raw : undefined;
  const courses = coursesInCategory(category);

  return (
    <section className="catalogue" aria-labelledby="catalogue-heading">
      <nav className="category-filter" aria-labelledby={filterId}>
        <p id={filterId} className="category-filter__label">
          Filter by category
        </p>
        <ul className="category-filter__options">
          <CategoryChip
            href={paths.allCourses}
            current={!category}
            label={`All categories (${COURSES.length})`}
          />
          {COURSE_CATEGORIES.map((option) => (
            <CategoryChip
              key={option.id}
              href={courseCategoryHref(option.id)}
              current={category === option.id}
              label={`${option.label} (${coursesInCategory(option.id).length})`}
            />
          ))}
        </ul>
      </nav>
      <h2 id="catalogue-heading">{category ? `${categoryLabel(category)} courses` : 'Every course'}</h2>
      <p role="status" className="muted">
        Showing {courses.length} of {COURSES.length} courses
      </p>
      <CourseGrid courses={courses} />
    </section>
  );
}
