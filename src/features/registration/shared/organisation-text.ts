import { ERROR_MESSAGES } from '@/lib/api/error-messages';

/** The college and company forms' shared wording: dialog titles and the submit button (spec sections 2, 4, 8). */
export const ORGANISATION_TEXT = {
  warningTitle: 'Please check the form',
  successTitle: 'Submission Successful',
  errorTitle: ERROR_MESSAGES.submissionFailedTitle,
  submitLabel: { idle: 'Submit', busy: 'Submitting...' },
} as const;
