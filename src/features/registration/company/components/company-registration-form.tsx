import { useState } from 'react';
import { FormDraft } from '@/offline/drafts/form-draft';
import type { DraftRow } from '@/offline/db/app-db';
import { RenderInTurn } from '@/lib/render-in-turn';
import { COMPANY_FORM_ID } from '../api/company-api';
import { Form } from 'react-final-form';
import { Button } from '@/ui/button';
import { NewPasswordFields } from '@/ui/form/new-password-fields';
import { Acknowledgment } from '../../shared/acknowledgment';
import { FormSection } from '../../shared/form-section';
import { emptyCompanyForm, type CompanyFormValues } from '../model/company-form-values';
import { validateCompanyRecord } from '../model/company-rules';
import { CompanyDetailsSection } from './company-details-section';
import { ContactFields } from './contact-fields';
import { JobOpeningsSection } from './job-openings-section';
import { useCompanySubmit } from './use-company-submit';

export function CompanyRegistrationForm({ restored }: { restored?: DraftRow | undefined }) {
  // Stable: a new object on each render would make react-final-form reinitialise the form. A saved draft wins.
  const [initialValues] = useState(
    () => (restored?.values as CompanyFormValues | undefined) ?? emptyCompanyForm(),
  );
  const [jobsOpen, setJobsOpen] = useState(true);
  const { send, attemptSubmit, dialog } = useCompanySubmit(() => setJobsOpen(true));

  return (
    <>
      <Form<CompanyFormValues>
        onSubmit={send}
        initialValues={initialValues}
        validate={validateCompanyRecord}
        subscription={{ submitting: true }}
        render={({ form, submitting }) => (
          <form
            noValidate
            aria-label="Company registration"
            onSubmit={(event) => {
              event.preventDefault();
              attemptSubmit(form, event.currentTarget);
            }}
          >
            <FormDraft
              formId={COMPANY_FORM_ID}
              restored={restored}
              emptyValues={emptyCompanyForm() as unknown as Record<string, unknown>}
            />
            <RenderInTurn>
              <CompanyDetailsSection />
              <FormSection number={2} title="Contact Details">
                <ContactFields contact="technical" />
                <ContactFields contact="hr" />
              </FormSection>
              <FormSection
                number={3}
                title="Account Password"
                description="Both the technical lead and HR sign in with their own email and this password."
              >
                <div className="form-grid">
                  <NewPasswordFields />
                </div>
              </FormSection>
              <JobOpeningsSection open={jobsOpen} onOpenChange={setJobsOpen} />
              <FormSection number={5} title="Acknowledgment">
                <Acknowledgment organisation="company" />
              </FormSection>
              <div className="submit-bar">
                <Button type="submit" block busy={submitting}>
                  {submitting ? 'Submitting...' : 'Submit'}
                </Button>
              </div>
            </RenderInTurn>
          </form>
        )}
      />
      {dialog}
    </>
  );
}
