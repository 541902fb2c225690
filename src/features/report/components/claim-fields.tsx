import { LETTER_EXTENSIONS } from '@/lib/report/claim-rules';
import { UPLOAD_LIMIT_TEXT } from '@/lib/validation/upload-limit';
import { FieldShell } from '@/ui/form/field-shell';
import { TextField } from '@/ui/form/text-field';

const rupees = (label: string) => (value: string | undefined) =>
  !value || /^\d{1,10}$/.test(value) ? undefined : `${label}: whole rupees, digits only`;

/** The offer letter as the form holds it: a file kept beside the typed values, never in the draft. */
export interface LetterInput {
  onChange: (file: File | undefined) => void;
  /** Changes when the form empties, so the file input empties with it. */
  resetKey: number;
}

/**
 * The offer letter: a PDF or a photo of it (the rule and its message are in src/lib/report/claim-rules.ts). A
 * browser never lets a page fill a file input, so a restored draft cannot bring the file back: the hint says so.
 */
function LetterField({ error, letter }: { error?: string; letter: LetterInput }) {
  return (
    <FieldShell
      label="Offer letter"
      error={error}
      hint={`PDF, PNG or JPEG, ${UPLOAD_LIMIT_TEXT}. The draft of this form keeps what you type, not the file: after a reload, attach it again.`}
    >
      {(a11y) => (
        <input
          {...a11y}
          key={letter.resetKey}
          type="file"
          className="field__input"
          accept={LETTER_EXTENSIONS.join(',')}
          onChange={(event) => letter.onChange(event.target.files?.[0])}
        />
      )}
    </FieldShell>
  );
}

/** What a claim of the chosen kind needs: institution and programme, or the offer with its letter. */
export function ClaimFields({
  kind,
  errors,
  letter,
}: {
  kind: string | undefined;
  errors: Record<string, string>;
  letter: LetterInput;
}) {
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
        <TextField
          name="joiningBonus"
          label="Joining bonus (₹, once)"
          inputMode="numeric"
          validate={rupees('Joining bonus')}
          hint="Part of the CTC, as in a drive's offer: CTC = fixed + variable + joining bonus."
        />
        <TextField name="offeredOn" label="Date of the offer" type="date" externalError={errors.offeredOn} />
        <LetterField error={errors.letter} letter={letter} />
      </>
    );
  return null;
}
