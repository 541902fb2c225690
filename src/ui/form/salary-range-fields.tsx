import { useField, useForm } from 'react-final-form';
import { maxAfterMinChange, maxSalaryChoices, MIN_SALARY_LPA, salaryLabel } from '@/lib/options/company';
import { SelectField } from './select-field';

const toOption = (lpa: number) => ({ value: String(lpa), label: salaryLabel(lpa) });
const MIN_OPTIONS = MIN_SALARY_LPA.map(toOption);

interface SalaryRangeFieldsProps {
  /** The names of the two select fields in the form's values. */
  minName: string;
  maxName: string;
  labels: { min: string; max: string };
}

/**
 * A job's minimum and maximum salary (the company form's job posts and the dashboard's job form): the maximum
 * offers only values above the minimum, and a maximum no longer above a new minimum is cleared (spec section 4).
 */
export function SalaryRangeFields({ minName, maxName, labels }: SalaryRangeFieldsProps) {
  const form = useForm();
  const min = useField<string>(minName, { subscription: { value: true } }).input.value ?? '';
  return (
    <>
      <SelectField
        name={minName}
        label={labels.min}
        options={MIN_OPTIONS}
        placeholder="Not specified"
        onValueChange={(nextMin) => {
          const currentMax = (form.getFieldState(maxName)?.value as string | undefined) ?? '';
          const keptMax = maxAfterMinChange(nextMin, currentMax);
          if (keptMax !== currentMax) form.change(maxName, keptMax);
        }}
      />
      <SelectField
        name={maxName}
        label={labels.max}
        options={maxSalaryChoices(min).map(toOption)}
        placeholder="Not specified"
      />
    </>
  );
}
