import { toast } from 'sonner';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { AuditPage } from '@/lib/api/audit-contract';
import { AUDIT_ACTIONS, AUDIT_ACTION_VALUES, AUDIT_ROLE_LABELS } from '@/lib/season/audit';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { useSearchUpdate } from '@/ui/screen/use-page-param';
import { exportAuditLog, getAuditLog } from '../api/audit-api';
import { AuditEntryCard } from '../components/audit-entry-card';
import { NameSetting } from '../components/name-setting';
import { readAuditQuery } from '../model/audit-query';
import '../components/audit.css';

/** The filters, with the people and drives the log names as choices. */
function filterFields(page: AuditPage | undefined): FilterField[] {
  return [
    {
      name: 'person',
      label: 'Person',
      kind: 'select',
      anyLabel: 'Everyone',
      options: (page?.people ?? []).map((person) => ({
        value: person.id,
        label: `${person.name} (${AUDIT_ROLE_LABELS[person.role]})`,
      })),
    },
    { name: 'student', label: 'Student (roll number or name)', kind: 'text' },
    {
      name: 'drive',
      label: 'Drive',
      kind: 'select',
      anyLabel: 'Every drive',
      options: (page?.drives ?? []).map((drive) => ({ value: drive.id, label: drive.title })),
    },
    {
      name: 'action',
      label: 'Action',
      kind: 'select',
      anyLabel: 'Every action',
      options: AUDIT_ACTION_VALUES.map((value) => ({ value, label: AUDIT_ACTIONS[value] })),
    },
    { name: 'from', label: 'From (day)', kind: 'date' },
    { name: 'to', label: 'To (day)', kind: 'date' },
  ];
}

/** /college/audit-log: every decision of the season, signed, filtered and paged by the server, and its CSV. */
export default function CollegeAuditPage() {
  const [params, update] = useSearchUpdate();
  const query = readAuditQuery(params);
  const key = new URLSearchParams(query).toString();
  const log = useResource(`audit-log?${key}`, () => getAuditLog(query), { keepPrevious: true });
  const { page: _page, ...filters } = query;
  const download = () => exportAuditLog(query).catch((error) => toast.error(portalErrorMessage(error)));
  return (
    <div className="screen">
      <ScreenHeader
        title="Audit log"
        intro="Every decision about a student's season: who made it and in what role, when, what changed and why. Entries cannot be edited or deleted; they are kept for one year."
        actions={
          <Button variant="secondary" size="small" onClick={() => void download()}>
            Download CSV
          </Button>
        }
      />
      {log.data && <NameSetting shown={log.data.studentsSeeMemberNames} onSaved={log.reload} />}
      <FilterBar
        label="Filter the audit log"
        fields={filterFields(log.data)}
        values={filters}
        onChange={update}
      />
      <PagedRecordList
        resource={log}
        label="the audit log"
        empty={<p>No decisions match these filters.</p>}
        pagesLabel="Audit log pages"
        onPage={(page) => update({ page })}
        keyOf={(entry) => entry.id}
        renderItem={(entry) => (
          <AuditEntryCard entry={entry} timeZone={log.data?.timeZone ?? DEFAULT_COLLEGE_TIME_ZONE} />
        )}
        noun="decision"
      />
    </div>
  );
}
