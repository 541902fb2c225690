import { useState } from 'react';
import { required, sanitizeCandidateName } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import { TextField } from '@/ui/form/text-field';

/** Letters and spaces only: anything else is stripped as it is typed, and the field says why. */
export function CandidateNameField() {
  // Feedback about the last keystroke, not form data: it is not kept in the form values.
  const [stripped, setStripped] = useState(false);
  return (
    <TextField
      name="name"
      label="Full name"
      autoComplete="name"
      required
      warn={required('Full name')}
      externalError={stripped ? MSG.nameLettersOnly : undefined}
      sanitize={(raw) => {
        const { value, stripped: removed } = sanitizeCandidateName(raw);
        setStripped(removed);
        return value;
      }}
    />
  );
}
