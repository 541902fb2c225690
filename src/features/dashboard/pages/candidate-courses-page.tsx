import { categoryLabel, COURSE_CATEGORIES, isCourseCategoryId } from '@/lib/catalog/categories';
import { coursesInCategory } from '@/lib/catalog/courses';
import { LEARNING_PLATFORM_SIGNIN_URL } from '@/lib/learning-platform';
import { useSearchUpdate } from '@/ui/screen/use-page-param';
import { buttonClass } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { FilterBar } from '@/ui/filter-bar';
import { CourseList } from '../components/course-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import '../components/dashboard.css';
import { countText } from '@/lib/count-text';

const CATEGORY_OPTIONS = COURSE_CATEGORIES.map(({ id, label }) => ({ value: id, label }));

/** /student/courses: the course catalogue; learning happens on the external platform. */
export default function CandidateCoursesPage() {
  const [params, update] = useSearchUpdate();
  const raw = params.get('category');
  const category = isCourseCategoryId(raw) ? raw : undefined;
  const query = params.get('query')?.trim().toLowerCase() ?? '';
  const courses = coursesInCategory(category).filter(
    (course) => !query || `${course.title} ${course.summary}`.toLowerCase().includes(query),
  );
  return (
    <div className="screen">
      <ScreenHeader
        title="Courses"
        intro="Practical courses for hardware, embedded and product roles. Sign in on the learning platform with your portal e-mail and password."
        actions={
          <ExternalLink href={LEARNING_PLATFORM_SIGNIN_URL} className={buttonClass({})}>
            Continue Learning
          </ExternalLink>
        }
      />
      <FilterBar
        label="Filter courses"
        fields={[
          {
            name: 'query',
            label: 'Search courses',
            kind: 'text',
            placeholder: 'e.g. PCB, firmware',
            wide: true,
          },
          {
            name: 'category',
            label: 'Category',
            kind: 'select',
            options: CATEGORY_OPTIONS,
            anyLabel: 'All categories',
          },
        ]}
        values={{ query: params.get('query') ?? '', category: category ?? '' }}
        onChange={update}
      />
      <p className="muted list-count" role="status">
        {countText(courses.length, 'course')}
        {category ? ` in ${categoryLabel(category)}` : ''}
      </p>
      <CourseList courses={courses} />
    </div>
  );
}
