import { useField, useForm } from 'react-final-form';
import { maxAfterMinChange, maxSalaryChoices, MIN_SALARY_LPA, salaryLabel } from '@/lib/options/company';
import { SelectField } from '@/ui/form/select-field';
import { COMPANY_LABELS } from '../model/company-rules';

const toOption = (lpa: number) => ({ value: String(lpa), label: salaryLabel(lpa) });
const MIN_OPTIONS = MIN_SALARY_LPA.map(toOption);

/** Minimum and maximum salary of one job post: the maximum offers only values above the minimum. */
export function SalaryRangeFields({ name }: { name: string }) {
  const form = useForm();
  const minName = `${name}.min_salary`;
  const maxName = `${name}.max_salary`;
  const min = useField<string>(minName, { subscription: { value: true } }).input.value ?? '';
  return (
    <div className="form-grid">
      <SelectField
        name={minName}
        label={COMPANY_LABELS.min_salary}
        options={MIN_OPTIONS}
        placeholder="Not specified"
        onValueChange={(nextMin) => {
          // A maximum that is no longer above the new minimum is cleared (spec section 4).
          const currentMax = (form.getFieldState(maxName)?.value as string | undefined) ?? '';
          const keptMax = maxAfterMinChange(nextMin, currentMax);
          if (keptMax !== currentMax) form.change(maxName, keptMax);
        }}
      />
      <SelectField
        name={maxName}
        label={COMPANY_LABELS.max_salary}
        options={maxSalaryChoices(min).map(toOption)}
        placeholder="Not specified"
      />
    </div>
  );
}
