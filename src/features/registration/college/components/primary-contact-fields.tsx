import { useId } from 'react';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { DEPARTMENTS } from '@/lib/options/college';
import { asOptions } from '@/lib/options/option';
import { Button } from '@/ui/button';
import { PhoneField } from '@/ui/form/phone-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { validateContactEmail, validateContactName } from '../model/college-field-rules';

const DEPARTMENT_OPTIONS = asOptions(DEPARTMENTS);

interface PrimaryContactFieldsProps {
  index: number;
  onDelete: () => void;
  /** Focus the name when the row has just been added, so keyboard users land in it. */
  focusName: boolean;
}

/** One primary contact: name, designation, department, e-mail and phone, in a labelled group. */
export function PrimaryContactFields({ index, onDelete, focusName }: PrimaryContactFieldsProps) {
  const headingId = useId();
  const base = `primary_contacts[${index}]`;
  const title = `Primary contact ${index + 1}`;
  return (
    <div className="repeatable" role="group" aria-labelledby={headingId}>
      <div className="repeatable__head">
        <h3 id={headingId}>{title}</h3>
        <Button variant="ghost" size="small" onClick={onDelete} aria-label={`Delete ${title.toLowerCase()}`}>
          Delete
        </Button>
      </div>
      <div className="form-grid">
        <TextField
          name={`${base}.name`}
          label="Name"
          autoComplete="off"
          required
          validate={validateContactName}
          maxLength={TEXT_MAX_LENGTH.personName}
          autoFocus={focusName}
        />
        <TextField
          name={`${base}.designation`}
          label="Designation"
          autoComplete="off"
          maxLength={TEXT_MAX_LENGTH.title}
        />
        <SelectField
          name={`${base}.department`}
          label="Department"
          options={DEPARTMENT_OPTIONS}
          placeholder="None"
        />
        <TextField
          name={`${base}.email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          validate={validateContactEmail}
          maxLength={TEXT_MAX_LENGTH.email}
        />
        <PhoneField name={`${base}.phone`} label="Phone number" />
      </div>
    </div>
  );
}
