import { useState } from 'react';
import type { DraftRow } from '@/offline/db/app-db';
import { RenderInTurn } from '@/lib/render-in-turn';
import { NewPasswordFields } from '@/ui/form/new-password-fields';
import { Acknowledgment } from '../../shared/acknowledgment';
import { FormSection } from '../../shared/form-section';
import { RegistrationForm } from '../../shared/registration-form';
import { companyRegistration } from '../model/company-registration';
import { validateCompanyRecord } from '../model/company-rules';
import { CompanyDetailsSection } from './company-details-section';
import { ContactFields } from './contact-fields';
import { JobOpeningsSection } from './job-openings-section';

export function CompanyRegistrationForm({ restored }: { restored?: DraftRow | undefined }) {
  const [jobsOpen, setJobsOpen] = useState(true);
  return (
    <RegistrationForm
      kind={companyRegistration}
      restored={restored}
      label="Company registration"
      validate={validateCompanyRecord}
      // A problem inside a job post needs the collapsed posts open before the focus can go there.
      onProblem={(form) => {
        if ((form.getState().errors as { jobs?: unknown } | undefined)?.jobs) setJobsOpen(true);
      }}
    >
      {(submitButton) => (
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
          <div className="submit-bar">{submitButton}</div>
        </RenderInTurn>
      )}
    </RegistrationForm>
  );
}
