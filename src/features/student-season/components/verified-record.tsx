import type { OwnProfile } from '@/lib/api/profile-contract';
import { collegeDate } from '@/lib/season/college-time';
import { formatCgpa, formatPercent } from '@/lib/season/eligibility';
import { PROGRAMMES, SEASON_BRANCHES } from '@/lib/season/student-record';
import { FactList } from '@/ui/screen/fact-list';

type VerifiedRecordData = NonNullable<OwnProfile['record']>;

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

/** The academic record as the placement cell verified it: read-only, it is what the drives' rules read. */
export function VerifiedRecord({ record }: { record: VerifiedRecordData }) {
  const rows: [string, string][] = [
    ['Roll number', record.rollNumber],
    ['College', record.collegeName],
    ['Programme', labelOf(PROGRAMMES, record.programme)],
    ['Branch', labelOf(SEASON_BRANCHES, record.branch)],
    ['Graduation year', String(record.graduationYear)],
    ['CGPA', formatCgpa(record.cgpa)],
    ['10th', formatPercent(record.tenthPercent)],
    ...(record.twelfthPercent !== undefined
      ? [['12th', formatPercent(record.twelfthPercent)] as [string, string]]
      : []),
    ...(record.diplomaPercent !== undefined
      ? [['Diploma', formatPercent(record.diplomaPercent)] as [string, string]]
      : []),
    ['Active backlogs', String(record.activeBacklogs)],
    ['Total backlogs', String(record.totalBacklogs)],
  ];
  return (
    <>
      <p className="verified-note">
        <span className="badge verified-badge">Verified</span> by your placement cell
        {record.verifiedAt ? ` on ${collegeDate(record.verifiedAt, record.collegeTimeZone)}` : ''}. These
        fields are read-only: ask the placement cell to correct them.
      </p>
      <FactList className="record-facts" facts={rows} />
    </>
  );
}
