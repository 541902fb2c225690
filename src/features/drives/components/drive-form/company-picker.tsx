import { useField } from 'react-final-form';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

/** The choice that means "a company without an account here": its name is typed instead. */
export const OTHER_COMPANY = 'other';

/** Which company the TPO creates the drive for: a registered one, or one named here. */
export function CompanyPicker({ companies }: { companies: readonly { id: string; name: string }[] }) {
  const picked = useField<string>('companyId', { subscription: { value: true } }).input.value;
  return (
    <>
      <SelectField
        name="companyId"
        label="Company"
        placeholder="Choose a company"
        options={[
          ...companies.map((company) => ({ value: company.id, label: company.name })),
          { value: OTHER_COMPANY, label: 'Not on the portal: type its name' },
        ]}
        required
      />
      {picked === OTHER_COMPANY && (
        <TextField
          name="companyName"
          label="Company name"
          maxLength={TEXT_MAX_LENGTH.organisationName}
          required
        />
      )}
    </>
  );
}

export function companyPickerErrors(values: {
  companyId: string;
  companyName: string;
}): Record<string, string> {
  if (!values.companyId) return { companyId: 'Choose the company' };
  if (values.companyId === OTHER_COMPANY && !values.companyName.trim())
    return { companyName: "Type the company's name" };
  return {};
}
