import { useState } from 'react';
import { FormDraft } from '@/offline/drafts/form-draft';
import type { DraftRow } from '@/offline/db/app-db';
import { RenderInTurn } from '@/lib/render-in-turn';
import { COLLEGE_FORM_ID } from '../api/college-api';
import { Form } from 'react-final-form';
import { Button } from '@/ui/button';
import { Acknowledgment } from '../../shared/acknowledgment';
import { FormSection } from '../../shared/form-section';
import { createCollegeFormValues, type CollegeFormValues } from '../model/college-form-values';
import { BranchesSection } from './branches-section';
import { InstitutionSection } from './institution-section';
import { PrimaryContactsSection } from './primary-contacts-section';
import { TpoSection } from './tpo-section';
import { useCollegeSubmit } from './use-college-submit';
import './college-form.css';

/** The college registration form: six sections, every value in react-final-form (and so in its draft). */
export function CollegeForm({ restored }: { restored?: DraftRow | undefined }) {
  // One form per mount, starting from the saved draft if there is one; success restarts it blank.
  const [initialValues] = useState(
    () => (restored?.values as CollegeFormValues | undefined) ?? createCollegeFormValues(),
  );
  const { formRef, handleSubmit, onSubmit, dialog } = useCollegeSubmit();
  return (
    <>
      <Form<CollegeFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        subscription={{ submitting: true }}
        render={({ form, submitting }) => (
          <form
            ref={formRef}
            noValidate
            className="college-form"
            aria-label="Institution registration"
            onSubmit={(event) => handleSubmit(event, form)}
          >
            <FormDraft
              formId={COLLEGE_FORM_ID}
              restored={restored}
              emptyValues={createCollegeFormValues() as unknown as Record<string, unknown>}
            />
            <RenderInTurn>
              <InstitutionSection />
              <PrimaryContactsSection />
              <TpoSection />
              <BranchesSection />
              <FormSection number={5} title="Acknowledgment">
                <Acknowledgment organisation="institution" />
              </FormSection>
              <FormSection number={6} title="Submit">
                <p className="muted">Review your details, then submit the application.</p>
                <Button type="submit" block busy={submitting}>
                  {submitting ? 'Submitting...' : 'Submit'}
                </Button>
              </FormSection>
            </RenderInTurn>
          </form>
        )}
      />
      {dialog}
    </>
  );
}
