import type { FilterField } from '@/ui/filter-bar';
import { BRANCH_FILTER_OPTIONS, YEAR_FILTER_OPTIONS } from '../model/candidate-filters';

/** The filters both Students pages offer, with the same labels. */
export const BRANCH_FILTER_FIELD: FilterField = {
  name: 'branch',
  label: 'Branch',
  kind: 'select',
  options: BRANCH_FILTER_OPTIONS,
  anyLabel: 'All branches',
};

export const YEAR_FILTER_FIELD: FilterField = {
  name: 'year',
  label: 'Year of study',
  kind: 'select',
  options: YEAR_FILTER_OPTIONS,
  anyLabel: 'All years',
};

/** The free-text search, first and full width. */
export function searchFilterField(placeholder: string): FilterField {
  return { name: 'query', label: 'Search', kind: 'text', placeholder, wide: true };
}
