import type { RecordCandidate } from '@/lib/season/record-rules';
import { PROGRAMMES } from '@/lib/season/student-record';

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

const programmeLabel = (programme: string) => labelOf(PROGRAMMES, programme);

const shown = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : String(value);

/** The academic line of a record: 'B.E. / B.Tech CSE, 2026 · CGPA 8.4 · 10th 91% · 12th 88% · backlogs 0 / 1'. */
export function academicLine(record: RecordCandidate): string {
  const school = [
    `10th ${shown(record.tenthPercent)}%`,
    ...(record.twelfthPercent === undefined ? [] : [`12th ${shown(record.twelfthPercent)}%`]),
    ...(record.diplomaPercent === undefined ? [] : [`Diploma ${shown(record.diplomaPercent)}%`]),
  ];
  return [
    `${programmeLabel(record.programme)} ${record.branch || '—'}, ${shown(record.graduationYear)}`,
    `CGPA ${shown(record.cgpa)}`,
    ...school,
    `Backlogs ${shown(record.activeBacklogs)} active / ${shown(record.totalBacklogs)} total`,
  ].join(' · ');
}
