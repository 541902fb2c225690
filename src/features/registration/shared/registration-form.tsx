import type { FormApi, ValidationErrors } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { DraftRow } from '@/offline/db/app-db';
import { draftStart } from '@/offline/drafts/draft-start';
import { FormDraft } from '@/offline/drafts/form-draft';
import { Button } from '@/ui/button';
import type { RegistrationKind } from './registration-kind';
import { useRegistrationSubmit } from './use-registration-submit';

interface RegistrationFormProps<Values, Body extends Record<string, unknown>, Response> {
  kind: RegistrationKind<Values, Body, Response>;
  /** The draft the form opens with, if one was saved. */
  restored: DraftRow | undefined;
  /** The form's accessible name. */
  label: string;
  className?: string;
  /** Rules across fields (the form's `validate`). */
  validate?: (values: Values) => ValidationErrors;
  /** Called when a submit check fails, before the focus moves (e.g. to open a collapsed section). */
  onProblem?: (form: FormApi<Values>) => void;
  /** The form's sections; `submitButton` goes where the form shows it. */
  children: (submitButton: ReactNode) => ReactNode;
}

/**
 * The frame every registration form shares: its values in react-final-form (and so in its draft), the draft
 * saver, the one submit path and its result dialog. Each form supplies its kind and its sections.
 */
export function RegistrationForm<Values, Body extends Record<string, unknown>, Response>({
  kind,
  restored,
  label,
  className,
  validate,
  onProblem,
  children,
}: RegistrationFormProps<Values, Body, Response>) {
  // One form per mount, starting from the saved draft if there is one, fitted to the form as it is now (a draft
  // of an older version may not fit). Stable: a new object on each render would make react-final-form
  // reinitialise the form.
  const [blank] = useState(() => kind.emptyValues() as Record<string, unknown>);
  const [start] = useState(() => draftStart(restored, blank));
  const initialValues = start.values as Values;
  const { formRef, handleSubmit, onSubmit, dialog } = useRegistrationSubmit(kind, { onProblem });
  return (
    <>
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={initialValues as Partial<Values>}
        {...(validate ? { validate } : {})}
        subscription={{ submitting: true }}
        render={({ form, submitting }) => (
          <form
            ref={formRef}
            noValidate
            className={className}
            aria-label={label}
            aria-busy={submitting}
            onSubmit={(event) => handleSubmit(event, form)}
          >
            <FormDraft
              formId={kind.formId}
              restored={restored}
              restoredPartly={start.partly}
              emptyValues={blank}
            />
            {children(
              <Button type="submit" block busy={submitting}>
                {submitting ? kind.submitLabel.busy : kind.submitLabel.idle}
              </Button>,
            )}
          </form>
        )}
      />
      {dialog}
    </>
  );
}
