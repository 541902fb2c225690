import { countText } from '@/lib/count-text';
import { Link } from 'wouter';
import { COURSE_CATEGORIES } from '@/lib/catalog/categories';
import { coursesInCategory, featuredCourses } from '@/lib/catalog/courses';
import { paths } from '@/lib/routes';
import { courseCategoryHref } from '../content/course-links';
import { CourseGrid } from './course-card';

/** The /courses overview: featured courses, then every category with its size. */
export function FeaturedCourses() {
  return (
    <>
      <section className="catalogue" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured courses</h2>
        <CourseGrid courses={featuredCourses()} />
        <p>
          <Link href={paths.allCourses}>See the full course catalogue</Link>
        </p>
      </section>
      <section className="catalogue" aria-labelledby="categories-heading">
        <h2 id="categories-heading">Browse by category</h2>
        <ul className="category-list">
          {COURSE_CATEGORIES.map((category) => (
            <li key={category.id} className="card">
              <Link href={courseCategoryHref(category.id)} className="category-list__link">
                {category.label}
              </Link>
              <span className="category-list__count">
                {countText(coursesInCategory(category.id).length, 'course')}
              </span>
              <p>{category.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
