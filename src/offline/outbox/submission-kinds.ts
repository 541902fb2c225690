import {
  candidateRegisterErrorMessage,
  collegeSubmitErrorMessage,
  companySubmitErrorMessage,
  ERROR_MESSAGES,
} from '@/lib/api/error-messages';
import { loginHrefFor, loginHrefWithType, paths, registerHref } from '@/lib/routes';
import type { OutboxRow } from '@/offline/db/app-db';
import type { SubmissionKind } from './submission';

/** How each kind of registration is named and answered, for outcomes that arrive in the background. */
export const SUBMISSION_KINDS: Record<
  SubmissionKind,
  {
    label: string;
    formHref: (entry: OutboxRow) => string;
    loginHref: string;
    successMessage: (response: unknown) => string;
    errorMessage: (error: unknown) => string;
  }
> = {
  college: {
    label: 'College registration',
    formHref: () => paths.collegeForm,
    loginHref: loginHrefWithType('college'),
    successMessage: () => `${ERROR_MESSAGES.collegeSubmitted} Sign in with the TPO e-mail and password.`,
    errorMessage: collegeSubmitErrorMessage,
  },
  company: {
    label: 'Company registration',
    formHref: () => paths.companyForm,
    loginHref: loginHrefWithType('company'),
    successMessage: (response) =>
      `${(response as { message?: string } | undefined)?.message ?? ERROR_MESSAGES.companySubmitted} Sign in with either registered e-mail and the password.`,
    errorMessage: companySubmitErrorMessage,
  },
  candidate: {
    label: 'Candidate registration',
    formHref: (entry) => registerHref(String(entry.body.type ?? 'student-college')),
    loginHref: loginHrefFor('student-college'),
    successMessage: () => 'Your registration is complete. Sign in with your e-mail and password.',
    errorMessage: candidateRegisterErrorMessage,
  },
};
