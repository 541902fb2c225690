import { useField, useForm } from 'react-final-form';
import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import type { CollegeFormValues } from '../model/college-form-values';
import {
  applyChanges,
  changesOnOfferTaken,
  offeredDetail,
  type PickedDetailField,
} from '../model/college-pick';

/**
 * Under a detail the TPO typed themselves: the picked institution's own value, offered with one button, never
 * put in silently. Nothing when there is no pick, it has no such value, or the field already holds it.
 */
export function PickedDetailOffer({ field, what }: { field: PickedDetailField; what: string }) {
  const form = useForm();
  const pick = useField<CollegeSuggestion | ''>('collegePick', { subscription: { value: true } }).input.value;
  const current = useField<string>(field, { subscription: { value: true } }).input.value;
  const offered = offeredDetail(pick || undefined, field, current);
  if (!offered) return null;
  return (
    <span className="picked-offer">
      AICTE lists its {what}: <strong>{offered}</strong>{' '}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() =>
          applyChanges(form, changesOnOfferTaken(form.getState().values as CollegeFormValues, field, offered))
        }
      >
        Use this {what}
      </button>
    </span>
  );
}
