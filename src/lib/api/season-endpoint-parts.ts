import { type EndpointError, notFound } from './endpoint';

/**
 * What the season's endpoint tables share (the calls are split by resource: college-season-, drive-,
 * applicant-, round-, offer-, student-season-, profile- and notification-endpoints.ts): who may call, and the
 * refusals several of them answer.
 */
export const COLLEGES = ['college'] as const;
export const COMPANIES = ['company'] as const;
export const RECRUITERS = ['college', 'company'] as const;
export const STUDENTS = ['student-college'] as const;

export const INVALID_TRANSITION: EndpointError = {
  status: 409,
  code: 'invalid_transition',
  when: 'the state machine does not allow this move (the refusal is in `reasons`)',
};
/** A drive of the caller's: 404 when there is none, 403 when it is another college's or company's. */
export const OWN_DRIVE_ERRORS: readonly EndpointError[] = [
  notFound('drive'),
  { status: 403, code: 'forbidden', when: 'the drive belongs to another college or company' },
];
