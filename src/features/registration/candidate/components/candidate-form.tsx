import { FORM_ERROR, type FormApi } from 'final-form';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { candidateRegisterErrorMessage, ERROR_MESSAGES, isEmailProblem } from '@/lib/api/error-messages';
import type { CandidateType } from '@/lib/user-types';
import { RenderInTurn } from '@/lib/render-in-turn';
import { Button } from '@/ui/button';
import { focusFirstInvalidThen, oneOf } from '@/ui/form/submit-focus';
import { useResultDialog } from '../../shared/use-result-dialog';
import { FormDraft } from '@/offline/drafts/form-draft';
import { deleteDraft } from '@/offline/drafts/draft-store';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { QUEUED_NOTICE } from '@/offline/outbox/queued-notice';
import type { DraftRow } from '@/offline/db/app-db';
import { candidateFormId, candidateRegistrationSubmission } from '../api/register-candidate';
import { buildCandidateRegistration } from '../model/candidate-payload';
import { candidateSubmitProblem } from '../model/candidate-submit-checks';
import { CANDIDATE_PROFILES } from '../model/candidate-types';
import { EMPTY_CANDIDATE_VALUES, type CandidateFormValues } from '../model/candidate-values';
import { CANDIDATE_RESULT_TITLES, registrationSuccessMessage } from '../model/result-wording';
import { CandidateSectionView } from './candidate-sections';
import { continueToLearningPlatform } from './continue-to-learning-platform';

type CandidateFormApi = FormApi<CandidateFormValues>;

/** Shows every field's own message next to the dialog's one, as a failed submit would. */
function revealFieldErrors(form: CandidateFormApi) {
  form.batch(() => {
    for (const name of form.getRegisteredFields()) form.blur(name as keyof CandidateFormValues);
  });
}

/** The registration form for one candidate type: its sections, the submit checks, the call and its outcome. */
export function CandidateForm({ type, restored }: { type: CandidateType; restored?: DraftRow | undefined }) {
  const results = useResultDialog();
  const formId = candidateFormId(type);
  // Starts from the saved draft, if any (the resume File included).
  const [initialValues] = useState(
    () => (restored?.values as CandidateFormValues | undefined) ?? EMPTY_CANDIDATE_VALUES,
  );
  // The address the server refused as already registered: an answer about the data, not data itself.
  const [takenEmail, setTakenEmail] = useState<string | undefined>();

  async function register(values: CandidateFormValues, form: CandidateFormApi) {
    try {
      // Sent now, or kept in the outbox when there is no connection (sent later, exactly once).
      const outcome = await submitOrQueue(
        candidateRegistrationSubmission(
          type,
          buildCandidateRegistration(type, values),
          values as unknown as Record<string, unknown>,
        ),
      );
      if (outcome.status === 'queued') {
        form.restart(EMPTY_CANDIDATE_VALUES);
        results.show({ type: 'info', ...QUEUED_NOTICE });
        return undefined;
      }
    } catch (error) {
      if (isEmailProblem(error)) {
        results.show({
          type: 'error',
          title: CANDIDATE_RESULT_TITLES.error,
          message: ERROR_MESSAGES.candidateEmailTaken,
        });
        setTakenEmail(values.email);
        return { [FORM_ERROR]: ERROR_MESSAGES.candidateEmailTaken };
      }
      const message = candidateRegisterErrorMessage(error);
      results.show({ type: 'error', title: CANDIDATE_RESULT_TITLES.error, message });
      // The values stay as they are, so the user can simply try again.
      return { [FORM_ERROR]: message };
    }
    form.restart(EMPTY_CANDIDATE_VALUES);
    await deleteDraft(formId);
    results.show({
      type: 'success',
      title: CANDIDATE_RESULT_TITLES.success,
      message: registrationSuccessMessage(values.email?.trim()),
      onContinue: continueToLearningPlatform,
    });
    return undefined;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>, form: CandidateFormApi) {
    event.preventDefault();
    // Enter inside a dialog of the form (the OTP boxes) must not submit the registration.
    if (document.activeElement instanceof HTMLElement && document.activeElement.closest('dialog')) return;
    const formElement = event.currentTarget;
    const problem = candidateSubmitProblem(type, form.getState().values);
    if (problem) {
      revealFieldErrors(form);
      // The field to fix takes the focus; the warning opens over it and gives the focus back when closed.
      focusFirstInvalidThen(
        () => formElement,
        oneOf(problem.fields),
        () =>
          results.show({ type: 'warning', title: CANDIDATE_RESULT_TITLES.warning, message: problem.warning }),
      );
      return;
    }
    void form.submit();
  }

  return (
    <>
      <Form<CandidateFormValues>
        onSubmit={register}
        initialValues={initialValues}
        subscription={{ submitting: true }}
        render={({ form, submitting }) => (
          <form noValidate onSubmit={(event) => onSubmit(event, form)} aria-busy={submitting}>
            <FormDraft
              formId={formId}
              restored={restored}
              emptyValues={EMPTY_CANDIDATE_VALUES as Record<string, unknown>}
            />
            <RenderInTurn>
              {CANDIDATE_PROFILES[type].sections.map((section, index) => (
                <CandidateSectionView
                  key={section}
                  section={section}
                  number={index + 1}
                  takenEmail={takenEmail}
                />
              ))}
              <div className="submit-bar">
                <Button type="submit" block busy={submitting}>
                  {submitting ? 'Registering...' : 'Register'}
                </Button>
              </div>
            </RenderInTurn>
          </form>
        )}
      />
      {results.dialog}
    </>
  );
}
