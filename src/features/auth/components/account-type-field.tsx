import { asOptions } from '@/lib/options/option';
import { USER_TYPE_LABELS, USER_TYPES } from '@/lib/user-types';
import { SelectField } from '@/ui/form/select-field';

const OPTIONS = asOptions(USER_TYPES, (value) => USER_TYPE_LABELS[value]);

/** The account type choice of the sign-in and forgot-password screens; fixed (disabled) on the organisation pages. */
export function AccountTypeField({ fixed }: { fixed: boolean }) {
  return (
    <SelectField
      name="type"
      label="Account type"
      options={OPTIONS}
      placeholder="Select account type"
      disabled={fixed}
    />
  );
}
