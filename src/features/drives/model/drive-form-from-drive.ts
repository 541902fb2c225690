/**
 * The drive form filled from a saved drive, for editing: the inverse of buildDriveInput, so saving an untouched
 * form sends the drive's own terms back (the server then finds nothing changed that students applied to).
 */
import type { DriveDetail } from '@/lib/api/drive-contract';
import { instantToCollegeLocal } from '@/lib/season/college-time';
import { groupIndian } from '@/lib/season/money';
import type { DriveFormValues } from './drive-form-values';

const figure = (value: number | undefined) => (value === undefined ? '' : String(value));
/** Rupees as the form's placeholder writes them ('6,50,000'); a zero optional part is left blank. */
const rupees = (value: number) => (value ? groupIndian(value) : '');
export function driveFormValuesOf(drive: DriveDetail): DriveFormValues {
  const { rules, ctc } = drive;
  return {
    title: drive.title,
    location: drive.location,
    vacancies: figure(drive.vacancies),
    description: drive.description ?? '',
    fixed: groupIndian(ctc.fixed),
    variable: rupees(ctc.variable),
    joiningBonus: rupees(ctc.joiningBonus),
    branches: [...rules.branches],
    graduationYears: rules.graduationYears.join(', '),
    minCgpa: figure(rules.minCgpa),
    minTenthPercent: figure(rules.minTenthPercent),
    minTwelfthPercent: figure(rules.minTwelfthPercent),
    maxActiveBacklogs: figure(rules.maxActiveBacklogs),
    maxTotalBacklogs: figure(rules.maxTotalBacklogs),
    // The deadline as the college's clock reads it, in its zone (a TPO abroad edits the college's time).
    deadline: instantToCollegeLocal(drive.deadline, drive.timeZone),
    rounds: drive.rounds.map((round) => ({
      kind: round.kind,
      date: round.date,
      time: round.time,
      venue: round.venue ?? '',
      link: round.link ?? '',
    })),
  };
}
