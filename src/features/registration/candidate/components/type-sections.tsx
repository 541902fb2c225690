import { TEXT_MAX_LENGTH } from '@/lib/constants';
import {
  DEGREES,
  EXPERIENCE_RANGES,
  FRESHER_PASSOUT_YEARS,
  STUDENT_JOINING_YEARS,
  YEARS_OF_STUDY,
} from '@/lib/options/candidate';
import { asOptions } from '@/lib/options/option';
import { required } from '@/lib/validation/form-rules';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { FormSection } from '../../shared/form-section';
import { SECTION_TITLES } from '../model/candidate-types';
import { BranchFields } from './branch-fields';
import { CollegeField } from './college-field';
import { ResumeField } from './resume-field';

/** Recent years first: they are the ones people pick. */
const newestFirst = (years: readonly string[]) => asOptions([...years].reverse());

const YEAR_OF_STUDY_OPTIONS = asOptions(YEARS_OF_STUDY);
const JOINING_YEAR_OPTIONS = newestFirst(STUDENT_JOINING_YEARS);
const PASSOUT_YEAR_OPTIONS = newestFirst(FRESHER_PASSOUT_YEARS);
const DEGREE_OPTIONS = asOptions(DEGREES);
const EXPERIENCE_OPTIONS = asOptions(EXPERIENCE_RANGES, (range) => `${range} years`);

export function AcademicDetailsSection({ number }: { number: number }) {
  return (
    <FormSection number={number} title={SECTION_TITLES.academic}>
      <div className="form-grid">
        <div className="form-grid__wide">
          <CollegeField />
        </div>
        <SelectField
          name="year"
          label="Year of study"
          required
          placeholder="Select year of study"
          options={YEAR_OF_STUDY_OPTIONS}
          validate={required('Year of study')}
        />
        <SelectField
          name="joiningyear"
          label="Joining year"
          required
          placeholder="Select joining year"
          options={JOINING_YEAR_OPTIONS}
          validate={required('Joining year')}
        />
        <BranchFields />
      </div>
    </FormSection>
  );
}

export function EducationDetailsSection({ number }: { number: number }) {
  return (
    <FormSection number={number} title={SECTION_TITLES.education}>
      <div className="form-grid">
        <SelectField
          name="degree"
          label="Degree"
          required
          placeholder="Select your degree"
          options={DEGREE_OPTIONS}
          validate={required('Degree')}
        />
        <SelectField
          name="joiningyear"
          label="Pass-out year"
          required
          placeholder="Select pass-out year"
          options={PASSOUT_YEAR_OPTIONS}
          validate={required('Pass-out year')}
        />
        <BranchFields />
      </div>
    </FormSection>
  );
}

export function ProfessionalInfoSection({ number }: { number: number }) {
  return (
    <FormSection number={number} title={SECTION_TITLES.professional}>
      <div className="form-grid">
        <TextField
          name="currentCompany"
          label="Current company"
          autoComplete="organization"
          required
          warn={required('Current company')}
          maxLength={TEXT_MAX_LENGTH.organisationName}
        />
        <TextField
          name="currentRole"
          label="Current role"
          autoComplete="organization-title"
          required
          warn={required('Current role')}
          maxLength={TEXT_MAX_LENGTH.title}
        />
        <SelectField
          name="experience"
          label="Experience"
          required
          placeholder="Select your experience"
          options={EXPERIENCE_OPTIONS}
          validate={required('Experience')}
        />
      </div>
    </FormSection>
  );
}

function SkillsField() {
  return (
    <TextField
      name="skills"
      label="Skills"
      required
      warn={required('Skills')}
      maxLength={TEXT_MAX_LENGTH.skills}
      counted
      hint="Separate them with commas, e.g. Python, Embedded C, PCB design."
    />
  );
}

export function SkillsSection({ number, title }: { number: number; title: string }) {
  return (
    <FormSection number={number} title={title}>
      <SkillsField />
    </FormSection>
  );
}

/** Students: skills and an optional resume in one section. */
export function SkillsAndResumeSection({ number }: { number: number }) {
  return (
    <FormSection number={number} title={SECTION_TITLES.skillsAndResume}>
      <SkillsField />
      <ResumeField required={false} />
    </FormSection>
  );
}

export function ResumeUploadSection({ number }: { number: number }) {
  return (
    <FormSection number={number} title={SECTION_TITLES.resume}>
      <ResumeField required />
    </FormSection>
  );
}
