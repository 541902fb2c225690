import { useEffect, useRef, type InputHTMLAttributes, type RefObject } from 'react';
import { RESUME_ACCEPTED_EXTENSIONS, RESUME_ACCEPTED_MIME_TYPES } from '@/lib/options/candidate';
import { UPLOAD_LIMIT_TEXT } from '@/lib/validation/upload-limit';

/** The file input's `accept`: the resume rule's extensions and their media types. */
const RESUME_ACCEPT = [...RESUME_ACCEPTED_EXTENSIONS, ...RESUME_ACCEPTED_MIME_TYPES].join(',');

/** The hint under every resume input: the rule of validateResumeFile in words. */
export const RESUME_HINT = `PDF, DOC or DOCX, ${UPLOAD_LIMIT_TEXT}.`;

/**
 * A ref for a resume's native file input, and a way to empty it. The input cannot be controlled, so it is
 * emptied whenever the form no longer holds a file (reset, remove, after an upload) and after a refused pick.
 */
export function useResumePicker(file: File | undefined) {
  const picker = useRef<HTMLInputElement>(null);
  const empty = () => {
    if (picker.current) picker.current.value = '';
  };
  useEffect(() => {
    if (!file && picker.current) picker.current.value = '';
  }, [file]);
  return { picker, empty };
}

interface ResumeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'onChange'
> {
  picker: RefObject<HTMLInputElement | null>;
  /** The files the person picked (the input's own list). */
  onFiles: (files: FileList | null) => void;
}

/** The resume's native file input: named 'resume', accepting what the resume rule accepts. */
export function ResumeInput({ picker, onFiles, ...rest }: ResumeInputProps) {
  return (
    <input
      {...rest}
      ref={picker}
      type="file"
      name="resume"
      accept={RESUME_ACCEPT}
      onChange={(event) => onFiles(event.target.files)}
    />
  );
}
