/**
 * What the eligible students of a college are told when a drive opens: the company, the role, and the time
 * applications close, in the college's zone and the app's date style. Pure: the mock's handler and the demo seed
 * word it with this one function, so a seeded notice reads as the server's own.
 */
import { collegeDateTime } from './college-time';

interface AnnouncedDrive {
  companyName: string;
  title: string;
  /** When applications close (an instant). */
  deadline: string;
}

export function driveOpenedNotice(drive: AnnouncedDrive, zone: string): { title: string; text: string } {
  return {
    title: `New drive: ${drive.companyName}`,
    text: `${drive.title}. Apply before ${collegeDateTime(drive.deadline, zone)}.`,
  };
}
