import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { ApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { ClaimKind } from '@/lib/report/claim-machine';
import { CLAIM_KINDS } from '@/lib/report/claim-machine';
import { claimProblems, type ClaimProblem } from '@/lib/report/claim-rules';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { ClaimFields } from './claim-fields';

export interface ClaimValues {
  rollNumber?: string;
  kind?: ClaimKind;
  institution?: string;
  course?: string;
  company?: string;
  fixed?: string;
  variable?: string;
  offeredOn?: string;
  letter?: File;
}

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
  /** The form's accessible name (the heading above it). */
  title: string;
  kinds: readonly ClaimKind[];
  /** The TPO names the student; a student reports for themselves. */
  askRollNumber: boolean;
  submitLabel: string;
  /** Sends the claim; the form empties itself after it resolves. */
  send: (values: ClaimValues & { kind: ClaimKind }) => Promise<void>;
}

/** An outcome after graduation, checked by the same rules as the server (src/lib/report/claim-rules.ts). */
export function ClaimForm({ title, kinds, askRollNumber, submitLabel, send }: ClaimFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = CLAIM_KINDS.filter((kind) => kinds.includes(kind.value));
  return (
    <Form<ClaimValues>
      initialValues={{ kind: kinds[0] }}
      onSubmit={async (values, form) => {
        const kind = values.kind ?? kinds[0]!;
        const problems = claimProblems({
          ...values,
          kind,
          fixed: values.fixed ? Number(values.fixed) : undefined,
          letter: values.letter && { name: values.letter.name, size: values.letter.size },
        });
        if (askRollNumber && !values.rollNumber?.trim())
          problems.unshift({ field: 'rollNumber' as never, message: 'Enter the roll number' });
        setErrors(asErrors(problems));
        if (problems.length > 0) return { [FORM_ERROR]: 'Some details are missing: see the marked fields' };
        try {
          await send({ ...values, kind });
          setTimeout(() => form.restart({ kind }));
          return undefined;
        } catch (error) {
          const fromServer = serverProblems(error);
          setErrors(asErrors(fromServer));
          return { [FORM_ERROR]: portalErrorMessage(error) };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate className="report-claim-form" aria-label={title}>
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
          <ClaimFields kind={values.kind} errors={errors} />
          <Button type="submit" busy={submitting}>
            {submitLabel}
          </Button>
        </form>
      )}
    </Form>
  );
}
