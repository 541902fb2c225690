import { useId } from 'react';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { JOB_ROLE_OPTIONS } from '@/lib/options/company';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { COMPANY_CHARACTER_READERS, COMPANY_LABELS } from '../model/company-rules';
import { TextAreaField } from '@/ui/form/text-area-field';
import { SalaryRangeFields } from '@/ui/form/salary-range-fields';

interface JobPostCardProps {
  /** The row's path in the form values, e.g. 'jobs[1]'. */
  name: string;
  number: number;
  onDelete: () => void;
  /** A freshly added post takes the focus, so keyboard users land in it. */
  autoFocus?: boolean;
}

export function JobPostCard({ name, number, onDelete, autoFocus }: JobPostCardProps) {
  const headingId = useId();
  return (
    <div className="repeatable" role="group" aria-labelledby={headingId}>
      <div className="repeatable__head">
        <h3 id={headingId}>Job post {number}</h3>
        <Button variant="secondary" size="small" onClick={onDelete}>
          Delete<span className="visually-hidden"> job post {number}</span>
        </Button>
      </div>
      <div className="form-grid">
        <SelectField
          name={`${name}.role`}
          label={COMPANY_LABELS.role}
          options={JOB_ROLE_OPTIONS}
          placeholder="Select a role"
          autoFocus={autoFocus}
        />
        <TextField
          name={`${name}.title`}
          label={COMPANY_LABELS.title}
          sanitize={COMPANY_CHARACTER_READERS.title}
          maxLength={TEXT_MAX_LENGTH.title}
        />
      </div>
      <TextAreaField
        name={`${name}.description`}
        label={COMPANY_LABELS.description}
        maxLength={TEXT_MAX_LENGTH.description}
      />
      <div className="form-grid">
        <SalaryRangeFields
          minName={`${name}.min_salary`}
          maxName={`${name}.max_salary`}
          labels={{ min: COMPANY_LABELS.min_salary, max: COMPANY_LABELS.max_salary }}
        />
      </div>
    </div>
  );
}
