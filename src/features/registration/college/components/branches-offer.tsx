import { useField, useForm } from 'react-final-form';
import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { Button } from '@/ui/button';
import type { BranchChoice } from '../model/college-form-values';
import { suggestedBranches } from '../model/college-pick';
import { countText } from '@/lib/count-text';

const sectionsText = (count: number) => countText(count, 'section');

/**
 * The branches AICTE lists for the picked institution (its approved intake in sections of 60), offered for the
 * TPO to confirm. Using them ticks those branches and sets their sections; other choices stay. Declining or using
 * them settles the offer for that pick, so it does not come back.
 */
export function BranchesOffer() {
  const form = useForm();
  const pick = useField<CollegeSuggestion | ''>('collegePick', { subscription: { value: true } }).input.value;
  const settled = useField<string>('branchesOfferSettled', { subscription: { value: true } }).input.value;
  const chosen = useField<Record<string, BranchChoice>>('branches', { subscription: { value: true } }).input
    .value;
  const branches = suggestedBranches(pick || undefined);
  if (!pick || branches.length === 0 || settled === pick.id) return null;

  const settle = () => form.change('branchesOfferSettled', pick.id);
  const apply = () =>
    form.batch(() => {
      for (const { branch, sections } of branches) {
        form.change(`branches.${branch}`, { offered: true, sections: String(sections) });
      }
      settle();
    });

  return (
    <section className="branches-offer" aria-labelledby="branches-offer-title">
      <h3 id="branches-offer-title">Branches AICTE lists for {pick.name}</h3>
      <ul>
        {branches.map(({ branch, label, sections }) => {
          const current = chosen?.[branch];
          const yours =
            current?.offered && current.sections && current.sections !== String(sections)
              ? ` (you chose ${sectionsText(Number(current.sections))})`
              : '';
          return (
            <li key={branch}>
              {label}: {sectionsText(sections)}
              {yours}
            </li>
          );
        })}
      </ul>
      <p className="muted">
        Sections are AICTE&apos;s approved intake in sections of 60 seats. Using them ticks these branches and
        sets their sections; your other choices stay.
      </p>
      <div className="branches-offer__actions">
        <Button size="small" onClick={apply}>
          Use these branches
        </Button>
        <Button size="small" variant="ghost" onClick={settle}>
          Not now
        </Button>
      </div>
    </section>
  );
}
