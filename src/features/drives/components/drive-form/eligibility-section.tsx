import { TextField } from '@/ui/form/text-field';
import { DRIVE_FORM_LABELS as L } from '../../model/drive-form-values';
import { BranchCheckboxes } from './branch-checkboxes';
import { EligibilityPreview } from './eligibility-preview';

const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };
const whole = { inputMode: 'numeric' as const, autoComplete: 'off' };

/** Who may apply: branches, batch, marks and backlogs; a blank limit does not restrict. */
export function EligibilitySection({ preview }: { preview: boolean }) {
  return (
    <section className="card drive-form__section" aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading">Eligibility</h2>
      <div className="form-columns">
        <BranchCheckboxes legend={L.branches} />
        <TextField name="graduationYears" label={L.graduationYears} hint="e.g. 2026, or 2026, 2027" />
        <TextField name="minCgpa" label={L.minCgpa} hint="Out of 10; blank for none" {...decimal} />
        <TextField name="minTenthPercent" label={L.minTenthPercent} {...decimal} />
        <TextField name="minTwelfthPercent" label={L.minTwelfthPercent} {...decimal} />
        <TextField name="maxActiveBacklogs" label={L.maxActiveBacklogs} hint="0 allows none" {...whole} />
        <TextField name="maxTotalBacklogs" label={L.maxTotalBacklogs} {...whole} />
      </div>
      {preview && <EligibilityPreview />}
    </section>
  );
}
