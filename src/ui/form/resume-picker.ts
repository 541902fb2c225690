import { useEffect, useRef } from 'react';
import { RESUME_ACCEPTED_EXTENSIONS, RESUME_ACCEPTED_MIME_TYPES } from '@/lib/options/candidate';

/** The file input's `accept`: the resume rule's extensions and their media types. */
export const RESUME_ACCEPT = [...RESUME_ACCEPTED_EXTENSIONS, ...RESUME_ACCEPTED_MIME_TYPES].join(',');

/** The hint under every resume input: the rule of validateResumeFile in words. */
export const RESUME_HINT = 'PDF, DOC or DOCX, smaller than 5 MB.';

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
