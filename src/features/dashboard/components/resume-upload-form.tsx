import { FORM_ERROR } from 'final-form';
import { Form, useField } from 'react-final-form';
import { toast } from 'sonner';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { fileSizeText } from '@/lib/text/file-size';
import { validateResumeFile } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { FieldShell } from '@/ui/form/field-shell';
import { RESUME_HINT, ResumeInput, useResumePicker } from '@/ui/form/resume-picker';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { replaceMyResume } from '../api/candidate-api';

interface ResumeValues {
  resume?: File;
}

/** The registration form's rules: PDF, DOC or DOCX, smaller than 5 MB. */
const validateResumeChoice = (file: File | undefined) => (file ? validateResumeFile(file) : MSG.uploadResume);

function ResumeFileField({ label }: { label: string }) {
  const { input, meta } = useField<File | undefined>('resume', {
    validate: validateResumeChoice,
    subscription: { value: true, error: true, touched: true, submitFailed: true, dirty: true },
  });
  const { picker } = useResumePicker(input.value || undefined);
  const error = (meta.dirty || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldShell label={label} error={error} hint={RESUME_HINT}>
      {(a11y) => (
        <ResumeInput
          {...a11y}
          picker={picker}
          className="field__input"
          onFiles={(files) => input.onChange(files?.[0])}
          onBlur={input.onBlur}
        />
      )}
    </FieldShell>
  );
}

/** Uploads a new resume in place of the current one. */
export function ResumeUploadForm({
  resumeLabel,
  onUploaded,
}: {
  resumeLabel: string;
  onUploaded: () => void;
}) {
  return (
    <Form<ResumeValues>
      decorators={SUBMIT_FOCUS}
      onSubmit={async ({ resume }, form) => {
        if (!resume) return { resume: MSG.uploadResume };
        try {
          await replaceMyResume(resume);
        } catch (error) {
          return { [FORM_ERROR]: portalErrorMessage(error) };
        }
        toast.success(`${resumeLabel} updated: ${resume.name} (${fileSizeText(resume.size)})`);
        setTimeout(() => form.restart());
        onUploaded();
        return undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form className="resume-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <ResumeFileField label={`New ${resumeLabel.toLowerCase()} file`} />
          <ErrorBox message={submitError as string | undefined} />
          <Button type="submit" busy={submitting}>
            {submitting ? 'Uploading...' : `Upload ${resumeLabel.toLowerCase()}`}
          </Button>
        </form>
      )}
    </Form>
  );
}
