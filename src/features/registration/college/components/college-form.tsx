import type { DraftRow } from '@/offline/db/app-db';
import { RenderInTurn } from '@/lib/render-in-turn';
import { Acknowledgment } from '../../shared/acknowledgment';
import { FormSection } from '../../shared/form-section';
import { RegistrationForm } from '../../shared/registration-form';
import { collegeRegistration } from '../model/college-registration';
import { BranchesSection } from './branches-section';
import { InstitutionSection } from './institution-section';
import { PrimaryContactsSection } from './primary-contacts-section';
import { TpoSection } from './tpo-section';
import './college-form.css';

/** The college registration form: six sections, every value in react-final-form (and so in its draft). */
export function CollegeForm({ restored }: { restored?: DraftRow | undefined }) {
  return (
    <RegistrationForm
      kind={collegeRegistration}
      restored={restored}
      label="Institution registration"
      className="college-form"
    >
      {(submitButton) => (
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
            {submitButton}
          </FormSection>
        </RenderInTurn>
      )}
    </RegistrationForm>
  );
}
