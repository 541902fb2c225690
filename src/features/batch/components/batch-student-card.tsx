import type { BatchStudent } from '@/lib/api/batch-contract';
import { academicLine } from '../model/record-text';

/** A student of the batch: who, the verified academic line, and whether a registered account is linked. */
export function BatchStudentCard({ student }: { student: BatchStudent }) {
  const { record, linked } = student;
  return (
    <article className="batch-row">
      <p className="batch-row__title">
        <span className="batch-row__number">{record.rollNumber}</span> {record.name}{' '}
        <span className="muted">{record.email}</span>
      </p>
      <p className="batch-row__line">{academicLine(record)}</p>
      <p className={`batch-link ${linked ? 'batch-link--yes' : ''}`}>
        {linked ? 'Linked to a registered account' : 'Not registered on the portal yet'}
      </p>
    </article>
  );
}
