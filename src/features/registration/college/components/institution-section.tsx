import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { validateOptionalUrl, validateStudentStrength } from '@/lib/validation/form-rules';
import { TextField } from '@/ui/form/text-field';
import { FormSection } from '../../shared/form-section';
import { CollegeNameField } from './college-name-field';
import { PickedDetailOffer } from './picked-detail-offer';

export function InstitutionSection() {
  return (
    <FormSection number={1} title="Institution Information">
      <div className="form-grid">
        <div className="form-grid__wide">
          <CollegeNameField />
        </div>
        <TextField
          name="university"
          label="University (affiliation)"
          autoComplete="off"
          hint={<PickedDetailOffer field="university" what="affiliation" />}
          maxLength={TEXT_MAX_LENGTH.organisationName}
        />
        <TextField
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.edu"
          maxLength={TEXT_MAX_LENGTH.url}
          validate={validateOptionalUrl}
        />
        <TextField
          name="student_strength"
          label="Student strength"
          inputMode="numeric"
          required
          validate={validateStudentStrength}
          hint="Total number of students enrolled."
        />
        <TextField
          name="college_address"
          label="College address"
          autoComplete="street-address"
          hint={<PickedDetailOffer field="college_address" what="address" />}
          maxLength={TEXT_MAX_LENGTH.address}
          counted
        />
      </div>
    </FormSection>
  );
}
