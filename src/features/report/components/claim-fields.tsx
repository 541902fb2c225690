import { useField } from 'react-final-form';
import { LETTER_EXTENSIONS } from '@/lib/report/claim-rules';
import { FieldShell } from '@/ui/form/field-shell';
import { TextField } from '@/ui/form/text-field';

const rupees = (label: string) => (value: string | undefined) =>
  !value || /^\d{1,10}$/.test(value) ? undefined : `${label}: whole rupees, digits only`;

/** The offer letter: a PDF or a photo of it (the rule and its message are in src/lib/report/claim-rules.ts). */
function LetterField({ error }: { error?: string }) {
  const { input } = useField<File | undefined>('letter');
  return (
    <FieldShell label="Offer letter" error={error} hint="PDF, PNG or JPEG, 5 MB or smaller.">
      {(a11y) => (
        <input
          {...a11y}
          type="file"
          className="field__input"
          accept={LETTER_EXTENSIONS.join(',')}
          onChange={(event) => input.onChange(event.target.files?.[0])}
        />
      )}
    </FieldShell>
  );
}

/** What a claim of the chosen kind needs: institution and programme, or the offer with its letter. */
export function ClaimFields({ kind, errors }: { kind: string | undefined; errors: Record<string, string> }) {
  if (kind === 'higher-studies')
    return (
      <>
        <TextField
          name="institution"
          label="Institution"
          maxLength={150}
          externalError={errors.institution}
        />
        <TextField name="course" label="Programme" maxLength={150} externalError={errors.course} />
      </>
    );
  if (kind === 'off-campus' || kind === 'pre-placement')
    return (
      <>
        <TextField name="company" label="Company" maxLength={150} externalError={errors.company} />
        <TextField
          name="fixed"
          label="Fixed pay (₹ per annum)"
          inputMode="numeric"
          validate={rupees('Fixed pay')}
          externalError={errors.fixed}
        />
        <TextField
          name="variable"
          label="Variable pay (₹ per annum)"
          inputMode="numeric"
          validate={rupees('Variable pay')}
        />
        <TextField name="offeredOn" label="Date of the offer" type="date" externalError={errors.offeredOn} />
        <LetterField error={errors.letter} />
      </>
    );
  return null;
}
