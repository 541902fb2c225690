import { categoryLabel, type CourseCategoryId } from '@/lib/catalog/categories';
import { paths } from '@/lib/routes';
import type { ContentLink } from './types';

/** The query parameter /all-courses reads its category filter from, so a filtered list can be linked to. */
export const CATEGORY_QUERY_PARAM = 'category';

export function courseCategoryHref(category: CourseCategoryId): string {
  return `${paths.allCourses}?${CATEGORY_QUERY_PARAM}=${encodeURIComponent(category)}`;
}

/** A link to the catalogue filtered to one category, labelled with the category's name. */
export function courseCategoryLink(category: CourseCategoryId, note?: string): ContentLink {
  return {
    href: courseCategoryHref(category),
    label: `${categoryLabel(category)} courses`,
    ...(note ? { note } : {}),
  };
}
