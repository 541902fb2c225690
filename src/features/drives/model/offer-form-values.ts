/** The offer form as its inputs hold it, and the contract's OfferInput it becomes (whole rupees, ISO times). */
import type { DriveDetail } from '@/lib/api/drive-contract';
import type { OfferInput } from '@/lib/api/offer-contract';
import { collegeLocalToInstant } from '@/lib/season/college-time';
import { readCtc } from './drive-form-values';

export interface OfferFormValues {
  fixed: string;
  variable: string;
  joiningBonus: string;
  location: string;
  /** 'YYYY-MM-DD'. */
  joiningDate: string;
  /** 'YYYY-MM-DDTHH:mm' as the clock reads at the college (its time zone, whatever the device's). */
  respondBy: string;
}

/** The drive's CTC and location to start from: an offer usually repeats what the drive announced. */
export function offerFormFromDrive(drive: Pick<DriveDetail, 'ctc' | 'location'>): OfferFormValues {
  return {
    fixed: String(drive.ctc.fixed),
    variable: drive.ctc.variable ? String(drive.ctc.variable) : '',
    joiningBonus: drive.ctc.joiningBonus ? String(drive.ctc.joiningBonus) : '',
    location: drive.location,
    joiningDate: '',
    respondBy: '',
  };
}

export function offerFormErrors(
  values: OfferFormValues,
  now: Date,
  timeZone: string,
): Record<string, string> {
  const errors: Record<string, string> = { ...readCtc(values).errors };
  if (!values.location.trim()) errors.location = 'Give the place of work';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.joiningDate)) errors.joiningDate = 'Give the joining date';
  const respondBy = collegeLocalToInstant(values.respondBy, timeZone);
  if (!respondBy) errors.respondBy = 'Give the date and time to answer by';
  else if (Date.parse(respondBy) <= now.getTime())
    errors.respondBy = 'The answer-by time must be in the future';
  else if (values.joiningDate && values.joiningDate < values.respondBy.slice(0, 10))
    errors.joiningDate = 'The joining date must come after the answer-by date';
  return errors;
}

export function buildOfferInput(
  applicationId: string,
  values: OfferFormValues,
  timeZone: string,
): OfferInput {
  return {
    applicationId,
    ctc: readCtc(values).ctc!,
    location: values.location.trim(),
    joiningDate: values.joiningDate,
    respondBy: collegeLocalToInstant(values.respondBy, timeZone)!,
  };
}
