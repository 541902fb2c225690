import type { BatchQuery, BatchSort } from '@/lib/api/batch-contract';
import { SEASON_BRANCHES } from '@/lib/season/student-record';
import type { FilterField } from '@/ui/filter-bar';

/** Rows per page of the batch list (the list is paged by the server). */
const BATCH_PAGE_SIZE = 50;

/** Sort choices as the TPO reads them; the first (roll number, ascending) is the default. */
const SORT_CHOICES: { value: string; label: string; sort: BatchSort; order: 'asc' | 'desc' }[] = [
  { value: 'name', label: 'Name', sort: 'name', order: 'asc' },
  { value: 'branch', label: 'Branch', sort: 'branch', order: 'asc' },
  { value: 'cgpa-desc', label: 'CGPA, highest first', sort: 'cgpa', order: 'desc' },
  { value: 'cgpa', label: 'CGPA, lowest first', sort: 'cgpa', order: 'asc' },
  { value: 'backlogs-desc', label: 'Active backlogs, most first', sort: 'activeBacklogs', order: 'desc' },
];

export const BATCH_FILTER_FIELDS: readonly FilterField[] = [
  { name: 'query', label: 'Roll number, name or e-mail', kind: 'text', wide: true },
  { name: 'branch', label: 'Branch', kind: 'select', anyLabel: 'All branches', options: SEASON_BRANCHES },
  {
    name: 'linked',
    label: 'Account',
    kind: 'select',
    anyLabel: 'Any',
    options: [
      { value: 'yes', label: 'Registered (linked)' },
      { value: 'no', label: 'Not registered yet' },
    ],
  },
  { name: 'sort', label: 'Sort by', kind: 'select', anyLabel: 'Roll number', options: SORT_CHOICES },
];

/** The list call's query from the filter values and the page. */
export function batchQuery(values: Record<string, string>, page: number): BatchQuery {
  const sort = SORT_CHOICES.find((choice) => choice.value === values.sort);
  return {
    ...(values.query ? { query: values.query } : {}),
    ...(values.branch ? { branch: values.branch } : {}),
    ...(values.linked === 'yes' || values.linked === 'no' ? { linked: values.linked } : {}),
    ...(sort ? { sort: sort.sort, order: sort.order } : {}),
    page: String(page),
    pageSize: String(BATCH_PAGE_SIZE),
  };
}
