import { JOB_ROLE_OPTIONS } from '@/lib/options/company';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { isJobRole, type JobFilters } from '../model/job-filters';

const FIELDS: readonly FilterField[] = [
  {
    name: 'query',
    label: 'Search jobs',
    kind: 'text',
    placeholder: 'Title, company, skill or place',
    wide: true,
  },
  { name: 'role', label: 'Role', kind: 'select', options: JOB_ROLE_OPTIONS, anyLabel: 'All roles' },
];

interface JobFiltersFormProps {
  filters: JobFilters;
  onChange: (change: Partial<Pick<JobFilters, 'query' | 'role'>>) => void;
}

/** Job Pulse's search text and role filter. */
export function JobFiltersForm({ filters, onChange }: JobFiltersFormProps) {
  return (
    <FilterBar
      label="Job filters"
      fields={FIELDS}
      values={{ query: filters.query, role: filters.role }}
      onChange={({ query, role }) =>
        onChange({
          ...(query === undefined ? {} : { query }),
          ...(role === undefined ? {} : { role: isJobRole(role) ? role : '' }),
        })
      }
    />
  );
}
