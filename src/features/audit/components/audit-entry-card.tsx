import type { AuditEntry } from '@/lib/season/audit';
import { AUDIT_TABLE_HEADINGS, auditRow } from '@/lib/season/audit';
import { FactList } from '@/ui/screen/fact-list';

/**
 * One decision as a card of the log: the cells of its CSV row (auditRow), each beside its heading, so the screen
 * and the file say the same. The action heads the card; empty cells are left out.
 */
export function AuditEntryCard({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const cells = auditRow(entry, timeZone);
  const action = cells[AUDIT_TABLE_HEADINGS.indexOf('Action')];
  const facts = AUDIT_TABLE_HEADINGS.map((heading, index) => [heading, cells[index] ?? ''] as const).filter(
    ([heading, text]) => heading !== 'Action' && text !== '',
  );
  return (
    <article className="card audit-entry" aria-label={`${action}, ${cells[0]}`}>
      <h3>{action}</h3>
      <FactList facts={facts} />
    </article>
  );
}
