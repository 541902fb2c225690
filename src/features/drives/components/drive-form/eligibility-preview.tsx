import { useFormState } from 'react-final-form';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { useResource } from '@/lib/use-resource';
import { previewEligibility } from '../../api/season-api';
import { readRules, type DriveFormValues } from '../../model/drive-form-values';
import { useSettled } from '../../model/use-settled';

/** How long the rules must rest before the server is asked again (a person typing "7.5" asks once). */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * While the TPO edits the rules: how many of the batch they admit and why the others fail, as the server counts
 * it over the whole batch ("412 of the 610 students in the batch; 121 below CGPA 7.0, 77 with active backlogs").
 */
export function EligibilityPreview() {
  const { values } = useFormState<DriveFormValues>({ subscription: { values: true } });
  const { rules, errors } = readRules(values);
  const key = Object.keys(errors).length ? '' : JSON.stringify(rules);
  const settledKey = useSettled(key, PREVIEW_DEBOUNCE_MS);
  const preview = useResource(`eligibility:${settledKey}`, () =>
    settledKey ? previewEligibility(JSON.parse(settledKey) as typeof rules) : Promise.resolve(undefined),
  );
  const text = !key
    ? 'Correct the rules above to see who is eligible.'
    : preview.error !== undefined
      ? `Could not count eligible students: ${portalErrorMessage(preview.error)}`
      : (preview.data?.text ?? 'Counting eligible students…');
  return (
    <div className="eligibility-preview" role="status" aria-live="polite">
      <strong>Eligible now: </strong>
      <span>{text}</span>
    </div>
  );
}
