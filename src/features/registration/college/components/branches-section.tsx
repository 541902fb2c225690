import { useField, useForm } from 'react-final-form';
import { SECTIONS_PER_BRANCH_MAX, SECTIONS_PER_BRANCH_MIN } from '@/lib/constants';
import { PROGRAM_BRANCHES, type ProgramBranch } from '@/lib/options/college';
import { asOptions } from '@/lib/options/option';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { FormSection } from '../../shared/form-section';
import { validateSectionCount } from '../model/college-field-rules';
import { BranchesOffer } from './branches-offer';

const SECTION_OPTIONS = asOptions(
  Array.from({ length: SECTIONS_PER_BRANCH_MAX - SECTIONS_PER_BRANCH_MIN + 1 }, (_, offset) =>
    String(SECTIONS_PER_BRANCH_MIN + offset),
  ),
);

/** A branch checkbox; its section count shows only while it is checked and is cleared when it is unchecked. */
function BranchChoiceField({ branch, label }: { branch: ProgramBranch; label: string }) {
  const form = useForm();
  const base = `branches.${branch}`;
  const offered = Boolean(
    useField<boolean>(`${base}.offered`, { subscription: { value: true } }).input.value,
  );
  // Keeps the sections field registered while its select is hidden: react-final-form 7.0.1 resets a field that
  // first registers to the form's initial value, which would drop sections set with the tick ("Use these branches").
  useField(`${base}.sections`, { subscription: {} });
  return (
    <div className="college-branch">
      <CheckboxField
        name={`${base}.offered`}
        label={label}
        onCheckedChange={(checked) => {
          if (!checked) form.change(`${base}.sections`, undefined);
        }}
      />
      {offered && (
        <SelectField
          name={`${base}.sections`}
          label={
            <>
              Number of sections<span className="visually-hidden"> for {label}</span>
            </>
          }
          options={SECTION_OPTIONS}
          placeholder="Select"
          required
          validate={validateSectionCount}
        />
      )}
    </div>
  );
}

export function BranchesSection() {
  return (
    <FormSection
      number={4}
      title="Branches Offered"
      description="Tick each branch your institution offers and choose its number of sections."
    >
      <BranchesOffer />
      <div className="form-columns">
        {PROGRAM_BRANCHES.map(({ value, label }) => (
          <BranchChoiceField key={value} branch={value} label={label} />
        ))}
      </div>
    </FormSection>
  );
}
