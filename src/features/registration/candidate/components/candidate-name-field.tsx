import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { readCandidateName, required } from '@/lib/validation/form-rules';
import { TextField } from '@/ui/form/text-field';

/** A person's name in any script (readCandidateName): anything else is stripped as it is typed, and the field says why. */
export function CandidateNameField() {
  return (
    <TextField
      name="name"
      label="Full name"
      autoComplete="name"
      required
      warn={required('Full name')}
      sanitize={readCandidateName}
      maxLength={TEXT_MAX_LENGTH.personName}
    />
  );
}
