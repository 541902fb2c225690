import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { EMPLOYEE_RANGES } from '@/lib/options/company';
import { asOptions } from '@/lib/options/option';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { FormSection } from '../../shared/form-section';
import {
  COMPANY_CHARACTER_READERS,
  COMPANY_FIELD_RULES,
  COMPANY_LABELS,
  NAME_CHARACTERS_HINT,
} from '../model/company-rules';

const EMPLOYEE_OPTIONS = asOptions(EMPLOYEE_RANGES);

export function CompanyDetailsSection() {
  return (
    <FormSection number={1} title="Company Details">
      <TextField
        name="company_name"
        label={COMPANY_LABELS.company_name}
        autoComplete="organization"
        required
        validate={COMPANY_FIELD_RULES.company_name}
        sanitize={COMPANY_CHARACTER_READERS.company_name}
        maxLength={TEXT_MAX_LENGTH.organisationName}
        hint={NAME_CHARACTERS_HINT}
      />
      <div className="form-grid">
        <TextField
          name="website"
          label={COMPANY_LABELS.website}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          maxLength={TEXT_MAX_LENGTH.url}
          required
          validate={COMPANY_FIELD_RULES.website}
        />
        <SelectField
          name="employees"
          label={COMPANY_LABELS.employees}
          options={EMPLOYEE_OPTIONS}
          placeholder="Select a range"
        />
      </div>
      <TextField
        name="company_address"
        label={COMPANY_LABELS.company_address}
        autoComplete="street-address"
        maxLength={TEXT_MAX_LENGTH.address}
        counted
      />
    </FormSection>
  );
}
