import { useField } from 'react-final-form';
import { SEASON_BRANCHES, type SeasonBranch } from '@/lib/season/student-record';

/** The drive's branches as a group of checkboxes; none ticked means every branch may apply. */
export function BranchCheckboxes({ legend }: { legend: string }) {
  const { input } = useField<SeasonBranch[]>('branches', { subscription: { value: true } });
  const picked = new Set(input.value || []);
  const toggle = (branch: SeasonBranch, checked: boolean) =>
    input.onChange(
      SEASON_BRANCHES.map((b) => b.value).filter((b) => (b === branch ? checked : picked.has(b))),
    );
  return (
    <fieldset className="branch-boxes form-columns__wide">
      <legend className="field__label">{legend}</legend>
      <p className="field__hint">None ticked: every branch may apply.</p>
      <div className="branch-boxes__list">
        {SEASON_BRANCHES.map((branch) => (
          <label key={branch.value} className="branch-boxes__item">
            <input
              type="checkbox"
              checked={picked.has(branch.value)}
              onChange={(event) => toggle(branch.value, event.target.checked)}
            />{' '}
            <abbr title={branch.label}>{branch.value}</abbr>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
