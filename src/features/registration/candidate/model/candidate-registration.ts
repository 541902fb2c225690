import { assert } from 'superstruct';
import { type CandidateRegistration, CandidateRegistrationSchema } from '@/lib/api/registration-contract';
import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { candidateRegisterErrorMessage, ERROR_MESSAGES, isEmailTaken } from '@/lib/api/error-messages';
import { registerHref } from '@/lib/routes';
import type { CandidateType } from '@/lib/user-types';
import { MSG } from '@/lib/validation/messages';
import type { RegistrationKind } from '../../shared/registration-kind';
import { continueToLearningPlatform } from '../components/continue-to-learning-platform';
import { buildCandidateRegistration } from './candidate-payload';
import { candidateSubmitChecks } from './candidate-submit-checks';
import { EMPTY_CANDIDATE_VALUES, type CandidateFormValues } from './candidate-values';
import { CANDIDATE_RESULT_TITLES, registrationSuccessMessage } from './result-wording';

/** Each candidate type keeps its own draft (and outbox entry), whichever spelling of the route opened it. */
export function candidateFormId(type: CandidateType): string {
  return `register:${type}`;
}

export type CandidateRegistrationKind = RegistrationKind<
  CandidateFormValues,
  CandidateRegistration,
  { message?: string | undefined }
>;

/**
 * The candidate registration of one type (POST /register, multipart), as the form, the submit hook and the
 * outbox use it. `routeType` is the type as the route spells it (/register/student or /register/student-college):
 * the spec sends the route's type.
 */
export function candidateRegistration(
  type: CandidateType,
  routeType: string = type,
): CandidateRegistrationKind {
  return {
    formId: candidateFormId(type),
    label: 'Candidate registration',
    endpoint: REGISTRATION_API.register,
    secretFields: ['password'],
    emptyValues: () => EMPTY_CANDIDATE_VALUES,
    buildPayload: (values) => {
      const body = buildCandidateRegistration(type, values, routeType);
      // Checked against the shared contract first, so a form bug surfaces here instead of as a server 400.
      assert(body, CandidateRegistrationSchema);
      return body;
    },
    checks: candidateSubmitChecks(type),
    // The success body of /register is not shown (spec section 7): any 2xx answer is success.
    readAnswer: (_answer, body) => ({ accepted: true, message: registrationSuccessMessage(body.email) }),
    errorMessage: candidateRegisterErrorMessage,
    fieldProblem: (error) =>
      isEmailTaken(error)
        ? {
            field: 'email',
            fieldMessage: MSG.emailAlreadyRegistered,
            message: ERROR_MESSAGES.candidateEmailTaken,
          }
        : undefined,
    warningTitle: CANDIDATE_RESULT_TITLES.warning,
    successTitle: CANDIDATE_RESULT_TITLES.success,
    errorTitle: CANDIDATE_RESULT_TITLES.error,
    submitLabel: { idle: 'Register', busy: 'Registering...' },
    formHref: registerHref(routeType),
    continueAfterSuccess: continueToLearningPlatform,
  };
}
