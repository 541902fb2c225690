import { useState, type DragEvent } from 'react';
import { useField } from 'react-final-form';
import { fileSizeText } from '@/lib/text/file-size';
import { validateResumeFile } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import { Button } from '@/ui/button';
import { FieldShell } from '@/ui/form/field-shell';
import { RESUME_HINT, ResumeInput, useResumePicker } from '@/ui/form/resume-picker';
import { Icon } from '@/ui/icon';
import './resume-field.css';

/**
 * The resume: a file picker inside a drop zone. Only an acceptable file (validateResumeFile's types and size) reaches the
 * form values; a rejected one leaves the previous choice in place and says why.
 */
export function ResumeField({ required }: { required: boolean }) {
  const { input, meta } = useField<File | ''>('resume', {
    subscription: { value: true, touched: true, submitFailed: true },
  });
  const file = input.value || undefined;
  // Why the last pick was refused: feedback about an attempt, not form data.
  const [rejection, setRejection] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const { picker, empty: emptyPicker } = useResumePicker(file);

  function choose(files: FileList | null | undefined) {
    const picked = files?.[0];
    if (!picked) return;
    const problem = validateResumeFile(picked);
    setRejection(problem);
    if (problem) {
      emptyPicker();
      return;
    }
    input.onChange(picked);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer?.files);
  }

  const visited = meta.touched || meta.submitFailed;
  const error = rejection ?? (visited && required && !file ? MSG.resumeRequired : undefined);

  return (
    <FieldShell label="Resume" required={required} error={error} hint={RESUME_HINT}>
      {(a11y) => (
        <div
          className={`dropzone${dragging ? ' dropzone--active' : ''}`}
          role="group"
          aria-label="Resume drop zone"
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className="dropzone__icon">
            <Icon name="file" size={28} />
          </span>
          <p className="dropzone__text">Drag and drop your resume here, or choose a file.</p>
          <ResumeInput
            {...a11y}
            picker={picker}
            className="dropzone__input"
            onFiles={choose}
            onBlur={input.onBlur}
          />
          {file && (
            <div className="dropzone__file" role="status">
              <span>
                Selected: <strong>{file.name}</strong> ({fileSizeText(file.size)})
              </span>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setRejection(undefined);
                  input.onChange(undefined);
                }}
              >
                Remove
              </Button>
            </div>
          )}
        </div>
      )}
    </FieldShell>
  );
}
