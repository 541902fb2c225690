import { useSearchParams } from 'wouter';
import {
  categoryLabel,
  COURSE_CATEGORIES,
  isCourseCategoryId,
  type CourseCategoryId,
} from '@/lib/catalog/categories';
import { COURSES, coursesInCategory } from '@/lib/catalog/courses';
import { CATEGORY_QUERY_PARAM } from '../content/course-links';
import { CourseGrid } from './course-card';

/**
 * The full catalogue with a category filter. The filter lives in the URL (?category=), so role pages and
 * guides can link straight to a filtered list and a filtered view can be shared.
 */
export function CourseCatalogue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CATEGORY_QUERY_PARAM);
  const category = isCourseCategoryId(raw) ? raw : undefined;
  const courses = coursesInCategory(category);

  function choose(next: CourseCategoryId | undefined) {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set(CATEGORY_QUERY_PARAM, next);
        else updated.delete(CATEGORY_QUERY_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <section className="catalogue" aria-labelledby="catalogue-heading">
      <fieldset className="category-filter">
        <legend>Filter by category</legend>
        <div className="category-filter__options">
          <label className="chip">
            <input type="radio" name="category" checked={!category} onChange={() => choose(undefined)} />
            All categories ({COURSES.length})
          </label>
          {COURSE_CATEGORIES.map((option) => (
            <label key={option.id} className="chip">
              <input
                type="radio"
                name="category"
                value={option.id}
                checked={category === option.id}
                onChange={() => choose(option.id)}
              />
              {option.label} ({coursesInCategory(option.id).length})
            </label>
          ))}
        </div>
      </fieldset>
      <h2 id="catalogue-heading">{category ? `${categoryLabel(category)} courses` : 'Every course'}</h2>
      <p role="status" className="muted">
        Showing {courses.length} of {COURSES.length} courses
      </p>
      <CourseGrid courses={courses} />
    </section>
  );
}
