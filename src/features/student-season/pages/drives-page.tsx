import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { StudentDriveQuery } from '@/lib/api/student-season-contract';
import { pageParam } from '@/lib/search-params';
import { useSearchUpdate } from '@/ui/screen/use-page-param';
import { useResource } from '@/lib/use-resource';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { ResourceState } from '@/ui/resource-state';
import { getStanding, getStudentDrives } from '../api/season-api';
import { DriveCard } from '../components/drive-card';
import { PolicyCard } from '../components/policy-card';
import '../components/season.css';

const FIELDS: readonly FilterField[] = [
  { name: 'query', label: 'Company or role', kind: 'text', wide: true },
  {
    name: 'show',
    label: 'Show',
    kind: 'select',
    anyLabel: 'All drives',
    options: [
      { value: 'eligible', label: 'Drives I am eligible for' },
      { value: 'applied', label: 'Drives I applied to' },
    ],
  },
];

function readQuery(params: URLSearchParams): StudentDriveQuery {
  const show = params.get('show');
  const query = params.get('query')?.trim();
  const page = pageParam(params);
  return {
    ...(show === 'eligible' || show === 'applied' ? { show } : {}),
    ...(query ? { query } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** /student/drives: the drives at the student's college, each with the student's eligibility and application. */
export default function DrivesPage() {
  const [params, update] = useSearchUpdate();
  const query = readQuery(params);
  const key = new URLSearchParams(query).toString();
  const drives = useResource(`student-drives?${key}`, () => getStudentDrives(query), { keepPrevious: true });
  const standing = useResource('season-standing', () => getStanding());
  const changed = () => {
    drives.reload();
    standing.reload();
  };
  return (
    <div className="screen">
      <ScreenHeader
        title="Placement drives"
        intro="Drives at your college this season. Each says whether you are eligible and, if not, which rule stops you."
      />
      <ResourceState resource={standing} label="the season's policy">
        {(data) => <PolicyCard standing={data.standing} folded onEnrolmentChanged={changed} />}
      </ResourceState>
      <section aria-labelledby="drives-heading" className="screen__section">
        <h2 id="drives-heading">Drives</h2>
        <FilterBar
          label="Filter drives"
          fields={FIELDS}
          values={{ query: query.query ?? '', show: query.show ?? '' }}
          onChange={update}
        />
        <PagedRecordList
          resource={drives}
          label="drives"
          empty={<p>No drives match. New drives appear here when the placement cell publishes them.</p>}
          pagesLabel="Drive pages"
          onPage={(page) => update({ page })}
          keyOf={(item) => item.drive.id}
          renderItem={(item) => <DriveCard item={item} onChanged={changed} />}
          noun="drive"
        />
      </section>
    </div>
  );
}
