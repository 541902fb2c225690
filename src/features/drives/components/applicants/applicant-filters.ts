import type { ApplicantQuery } from '@/lib/api/applicant-contract';
import { APPLICATION_STATES } from '@/lib/season/machines';
import { SEASON_BRANCHES } from '@/lib/season/student-record';
import type { FilterField } from '@/ui/filter-bar';
import { APPLICATION_STATE_LABELS } from '@/lib/season/application-state-labels';

export const APPLICANT_FILTER_FIELDS: readonly FilterField[] = [
  { name: 'query', label: 'Name, roll number or e-mail', kind: 'text', wide: true },
  {
    name: 'branch',
    label: 'Branch',
    kind: 'select',
    anyLabel: 'Every branch',
    options: SEASON_BRANCHES.map(({ value }) => ({ value, label: value })),
  },
  {
    name: 'state',
    label: 'Status',
    kind: 'select',
    anyLabel: 'Any status',
    options: APPLICATION_STATES.map((state) => ({ value: state, label: APPLICATION_STATE_LABELS[state] })),
  },
  { name: 'minCgpa', label: 'CGPA at least', kind: 'text', placeholder: 'e.g. 7.5' },
  {
    name: 'backlogs',
    label: 'Active backlogs',
    kind: 'select',
    anyLabel: 'Any',
    options: [{ value: 'none', label: 'None' }],
  },
];

/** The CGPA filter as the server reads it ('7', '7.5', '7.25'). */
const CGPA_FILTER = /^\d{1,2}(\.\d{1,2})?$/;

/** Why a filter value cannot be used, if one cannot (shown above the table instead of asking the server). */
export function filterProblem(values: Record<string, string>): string | undefined {
  const cgpa = values.minCgpa?.trim();
  return cgpa && !CGPA_FILTER.test(cgpa)
    ? `CGPA at least: a number such as 7 or 7.5, not "${cgpa}"`
    : undefined;
}

/** The filter bar's values as the applicants query (blank ones left out; the server checks the rest). */
export function filterQuery(
  values: Record<string, string>,
): Omit<ApplicantQuery, 'page' | 'pageSize' | 'sort' | 'dir'> {
  const query: Record<string, string> = {};
  for (const field of APPLICANT_FILTER_FIELDS) {
    const value = values[field.name]?.trim();
    if (value) query[field.name] = value;
  }
  return query as Omit<ApplicantQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;
}

/** The filter in words, as the publisher set it: 'Branch ECE, Status Shortlisted' ('' when it filters nothing). */
export function viewText(view: Record<string, string | undefined>): string {
  return APPLICANT_FILTER_FIELDS.flatMap((field) => {
    const value = view[field.name]?.trim();
    if (!value) return [];
    const shown = field.options?.find((option) => option.value === value)?.label ?? value;
    return [`${field.label} ${shown}`];
  }).join(', ');
}
