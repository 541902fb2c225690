import { useField, useForm } from 'react-final-form';
import { maxAfterMinChange, maxSalaryChoices, MIN_SALARY_LPA, salaryLabel } from '@/lib/options/company';
import { SelectField } from '@/ui/form/select-field';
import { JOB_FORM_LABELS, type JobFormValues } from '../model/job-form-values';

const toOption = (lpa: number) => ({ value: String(lpa), label: salaryLabel(lpa) });
const MIN_OPTIONS = MIN_SALARY_LPA.map(toOption);

/** The company form's salary rule: the maximum offers only values above the minimum, and loses a lower one. */
export function SalaryFields() {
  const form = useForm<JobFormValues>();
  const min = useField<string>('min_salary', { subscription: { value: true } }).input.value ?? '';
  return (
    <>
      <SelectField
        name="min_salary"
        label={JOB_FORM_LABELS.min_salary}
        options={MIN_OPTIONS}
        placeholder="Not specified"
        onValueChange={(nextMin) => {
          const currentMax = form.getState().values.max_salary ?? '';
          const keptMax = maxAfterMinChange(nextMin, currentMax);
          if (keptMax !== currentMax) form.change('max_salary', keptMax);
        }}
      />
      <SelectField
        name="max_salary"
        label={JOB_FORM_LABELS.max_salary}
        options={maxSalaryChoices(min).map(toOption)}
        placeholder="Not specified"
      />
    </>
  );
}
