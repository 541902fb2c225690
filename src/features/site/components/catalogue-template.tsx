import { paths } from '@/lib/routes';
import type { CatalogueContent } from '../content/types';
import { ContentSections } from './content-sections';
import { CouponCheck } from './coupon-check';
import { CourseCatalogue } from './course-catalogue';
import { FeaturedCourses } from './featured-courses';
import { PageActions } from './page-actions';
import { PageHeader } from './page-header';

const VIEWS = {
  featured: FeaturedCourses,
  all: CourseCatalogue,
  coupon: CouponCheck,
} as const;

/**
 * Courses, all courses and the coupon page: the catalogue widget right under the lead, then the page's text.
 * Loaded lazily with the course data, so other pages never download the catalogue.
 */
export function CatalogueTemplate({ content, title }: { content: CatalogueContent; title: string }) {
  const View = VIEWS[content.view];
  return (
    <article className="page content-page">
      <PageHeader
        title={title}
        lead={content.lead}
        trail={content.path === paths.courses ? [] : [paths.courses]}
      />
      <View />
      <div className="content-body">
        <ContentSections sections={content.sections} />
        <PageActions actions={content.actions ?? []} />
      </div>
    </article>
  );
}
