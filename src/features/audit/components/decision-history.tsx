import { LIST_PAGE_SIZE_MAX } from '@/lib/constants';
import { describeAuditEntry, type StudentAuditEntry } from '@/lib/season/audit';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getAuditLog, getStudentHistory } from '../api/audit-api';
import './audit.css';

interface HistoryProps {
  entries: readonly StudentAuditEntry[];
  timeZone: string;
  rollNumber?: string;
  /** What the list is called, and what it says when there is nothing yet. */
  heading: string;
  empty: string;
}

/** Decisions as sentences, newest first: "Opted out by … (placement officer) on 2 Dec 2026: …". */
function HistoryList({ entries, timeZone, rollNumber, heading, empty }: HistoryProps) {
  return (
    <section className="card" aria-labelledby="decision-history-heading">
      <h2 id="decision-history-heading">{heading}</h2>
      {entries.length ? (
        <ol className="audit-history">
          {entries.map((entry) => (
            <li key={entry.id}>{describeAuditEntry(entry, timeZone, rollNumber)}</li>
          ))}
        </ol>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}

/** The officer's view of a student: every decision about them, signed by name and role (the latest 50). */
export function StudentDecisionHistory({ rollNumber }: { rollNumber: string }) {
  const log = useResource(`audit-student:${rollNumber}`, () =>
    getAuditLog({ student: rollNumber, pageSize: String(LIST_PAGE_SIZE_MAX) }),
  );
  return (
    <ResourceState resource={log} label="the student's history">
      {(page) => (
        <HistoryList
          entries={page.items}
          timeZone={page.timeZone}
          rollNumber={rollNumber}
          heading="History of decisions"
          empty="No decisions about this student yet."
        />
      )}
    </ResourceState>
  );
}

/** The student's own view: the decisions about them, with the role of who made each (and the name if shown). */
export function OwnDecisionHistory() {
  const history = useResource('audit-own-history', () => getStudentHistory());
  return (
    <ResourceState resource={history} label="decisions about you">
      {(data) => (
        <HistoryList
          entries={data.items}
          timeZone={data.timeZone}
          heading="Decisions about you"
          empty="No decisions about you yet: results, offers and changes to your place in the season appear here."
        />
      )}
    </ResourceState>
  );
}
