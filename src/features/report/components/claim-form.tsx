import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { ApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { ClaimKind } from '@/lib/report/claim-machine';
import { CLAIM_KINDS } from '@/lib/report/claim-machine';
import { claimProblems, type ClaimProblem } from '@/lib/report/claim-rules';
import type { DraftRow } from '@/offline/db/app-db';
import { DraftGate } from '@/offline/drafts/draft-gate';
import { deleteDraft } from '@/offline/drafts/draft-store';
import { fitDraft } from '@/offline/drafts/fit-draft';
import { FormDraft } from '@/offline/drafts/form-draft';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { ClaimFields } from './claim-fields';

/** What is typed: kept in the form's draft. The offer letter, a file, is kept beside it (see ClaimFields). */
interface ClaimValues {
  rollNumber?: string;
  kind?: ClaimKind;
  institution?: string;
  course?: string;
  company?: string;
  fixed?: string;
  variable?: string;
  joiningBonus?: string;
  offeredOn?: string;
}

export type ClaimToSend = ClaimValues & { kind: ClaimKind; letter?: File };

const asErrors = (problems: readonly ClaimProblem[]) =>
  Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));

/** The server's reasons for a 422 claim_incomplete, read as field problems. */
function serverProblems(error: unknown): ClaimProblem[] {
  if (!(error instanceof ApiError) || error.code !== 'claim_incomplete' || !Array.isArray(error.reasons))
    return [];
  return error.reasons.filter(
    (reason): reason is ClaimProblem => typeof reason === 'object' && reason !== null && 'field' in reason,
  );
}

interface ClaimFormProps {
  /** The draft's form id; the signed-in account's e-mail is added, so a shared device keeps drafts apart. */
  formId: string;
  /** The form's accessible name (the heading above it). */
  title: string;
  kinds: readonly ClaimKind[];
  /** The TPO names the student; a student reports for themselves. */
  askRollNumber: boolean;
  submitLabel: string;
  /** Sends the claim; the form empties itself (and its draft goes) after it resolves. */
  send: (values: ClaimToSend) => Promise<void>;
}

/**
 * An outcome after graduation, checked by the same rules as the server (src/lib/report/claim-rules.ts). What is
 * typed is kept as a draft, as the registration forms keep theirs, and comes back after a reload.
 */
export function ClaimForm(props: ClaimFormProps) {
  const email = useSnapshot(authState).user?.email ?? '';
  const formId = `${props.formId}:${email.toLowerCase()}`;
  return (
    <DraftGate key={formId} formId={formId}>
      {(restored) => <ClaimFormBody {...props} formId={formId} restored={restored} />}
    </DraftGate>
  );
}

function ClaimFormBody({
  formId,
  restored,
  title,
  kinds,
  askRollNumber,
  submitLabel,
  send,
}: ClaimFormProps & { restored: DraftRow | undefined }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [letter, setLetter] = useState<File | undefined>();
  const [letterKey, setLetterKey] = useState(0);
  // Stable: a new object on each render would make react-final-form start the form again.
  const [blank] = useState<Record<string, unknown>>(() => ({ kind: kinds[0] }));
  const [start] = useState(() =>
    restored ? fitDraft(restored.values, blank) : { values: blank, dropped: [] },
  );
  const options = CLAIM_KINDS.filter((kind) => kinds.includes(kind.value));
  return (
    <Form<ClaimValues>
      initialValues={start.values as ClaimValues}
      onSubmit={async (values, form) => {
        const kind = values.kind ?? kinds[0]!;
        const problems = claimProblems({
          ...values,
          kind,
          fixed: values.fixed ? Number(values.fixed) : undefined,
          letter: letter && { name: letter.name, size: letter.size },
        });
        if (askRollNumber && !values.rollNumber?.trim())
          problems.unshift({ field: 'rollNumber' as never, message: 'Enter the roll number' });
        setErrors(asErrors(problems));
        if (problems.length > 0) return { [FORM_ERROR]: 'Some details are missing: see the marked fields' };
        try {
          await send({ ...values, kind, ...(letter && { letter }) });
          await deleteDraft(formId);
          setLetter(undefined);
          setLetterKey((count) => count + 1);
          setTimeout(() => form.restart({ kind }));
          return undefined;
        } catch (error) {
          setErrors(asErrors(serverProblems(error)));
          return { [FORM_ERROR]: portalErrorMessage(error) };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate className="report-claim-form" aria-label={title}>
          <FormDraft
            formId={formId}
            restored={restored}
            restoredPartly={start.dropped.length > 0}
            emptyValues={blank}
          />
          <ErrorBox message={submitError as string | undefined} />
          {askRollNumber && (
            <TextField
              name="rollNumber"
              label="Roll number"
              maxLength={20}
              externalError={errors.rollNumber}
            />
          )}
          <SelectField name="kind" label="Outcome" options={options} />
          <ClaimFields
            kind={values.kind}
            errors={errors}
            letter={{ onChange: setLetter, resetKey: letterKey }}
          />
          <Button type="submit" busy={submitting}>
            {submitLabel}
          </Button>
        </form>
      )}
    </Form>
  );
}
