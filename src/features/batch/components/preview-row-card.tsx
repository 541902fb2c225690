import type { PreviewRow } from '@/lib/season/record-csv';
import { academicLine } from '../model/record-text';

/** One row of the file in the preview: who it is, and either its academic line or every reason it is refused. */
export function PreviewRowCard({ row }: { row: PreviewRow }) {
  const { candidate, reasons } = row;
  const who = [candidate.rollNumber || 'No roll number', candidate.name, candidate.email].filter(Boolean);
  return (
    <article className={`batch-row${reasons.length ? ' batch-row--bad' : ''}`}>
      <p className="batch-row__title">
        <span className="batch-row__number">Row {row.row}</span> {who.join(' · ')}
      </p>
      {reasons.length ? (
        <ul className="batch-row__reasons" aria-label={`Problems in row ${row.row}`}>
          {reasons.map((reason, index) => (
            <li key={index}>{reason.message}</li>
          ))}
        </ul>
      ) : (
        <p className="batch-row__line muted">{academicLine(candidate)}</p>
      )}
    </article>
  );
}
