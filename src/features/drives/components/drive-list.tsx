import { useMay } from '@/features/auth/public';
import { useState } from 'react';
import { paths } from '@/lib/routes';
import { DRIVE_STATES } from '@/lib/season/machines';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { listDrives, type Side } from '../api/season-api';
import { DRIVE_STATE_LABELS } from '../model/season-text';
import { DriveCard } from './drive-card';

const PAGE_SIZE = 20;
const FIELDS: readonly FilterField[] = [
  { name: 'query', label: 'Company, college or job', kind: 'text', wide: true },
  {
    name: 'state',
    label: 'State',
    kind: 'select',
    anyLabel: 'Every state',
    options: DRIVE_STATES.map((state) => ({ value: state, label: DRIVE_STATE_LABELS[state] })),
  },
];

/** Each side's Drives screen in words: the college creates drives, a company proposes them. */
const SCREEN_TEXT = {
  college: {
    title: 'Drives',
    intro:
      "Companies' jobs at your college: proposals to approve, drives open for applications, rounds in progress.",
    action: { href: paths.collegeDriveNew, label: 'Create a drive' },
  },
  company: {
    title: 'Campus drives',
    intro:
      'Your jobs as drives at colleges: propose one, follow its applicants and rounds, and issue offers.',
    action: { href: paths.companyDrivePropose, label: 'Propose a drive' },
  },
} as const satisfies Record<Side, unknown>;

/** A side's Drives screen: its header and action, then its drives. */
export function DrivesScreen({ side }: { side: Side }) {
  const { title, intro, action: screenAction } = SCREEN_TEXT[side];
  const action = useMay('drives.manage') ? screenAction : undefined;
  return (
    <div className="screen">
      <ScreenHeader
        title={title}
        intro={intro}
        {...(action && { actions: <ButtonLink href={action.href}>{action.label}</ButtonLink> })}
      />
      <DriveList side={side} />
    </div>
  );
}

/** A side's drives, filtered by state and words, paged by the server. */
function DriveList({ side }: { side: Side }) {
  const [filters, setFilters] = useState<Record<string, string>>({ query: '', state: '' });
  const [page, setPage] = useState(1);
  const query = {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.state ? { state: filters.state as (typeof DRIVE_STATES)[number] } : {}),
    sort: 'deadline' as const,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  };
  const drives = useResource(`drives:${side}:${JSON.stringify(query)}`, () => listDrives(side, query), {
    keepPrevious: true,
  });
  return (
    <>
      <FilterBar
        label="Filter drives"
        fields={FIELDS}
        values={filters}
        onChange={(change) => {
          setFilters({ ...filters, ...change });
          setPage(1);
        }}
      />
      <PagedRecordList
        resource={drives}
        label="drives"
        empty={<p>No drives match these filters.</p>}
        pagesLabel="Drive pages"
        onPage={setPage}
        keyOf={(drive) => drive.id}
        renderItem={(drive) => <DriveCard drive={drive} side={side} />}
        noun="drive"
      />
    </>
  );
}
