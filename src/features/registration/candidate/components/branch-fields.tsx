import { useField } from 'react-final-form';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { CANDIDATE_BRANCHES } from '@/lib/options/candidate';
import { asOptions } from '@/lib/options/option';
import { required } from '@/lib/validation/form-rules';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

const BRANCH_OPTIONS = asOptions(CANDIDATE_BRANCHES);

/** The branch choice; 'Others' asks for the branch in the candidate's own words. */
export function BranchFields() {
  const branch = useField<string>('branch', { subscription: { value: true } }).input.value;
  return (
    <>
      <SelectField
        name="branch"
        label="Branch"
        required
        placeholder="Select your branch"
        options={BRANCH_OPTIONS}
        validate={required('Branch')}
      />
      {branch === 'Others' && (
        <TextField
          name="otherBranch"
          label="Your branch"
          required
          warn={required('Your branch')}
          maxLength={TEXT_MAX_LENGTH.shortText}
        />
      )}
    </>
  );
}
