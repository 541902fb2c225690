import type { FormApi } from 'final-form';
import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { PROGRAM_BRANCHES } from '@/lib/options/college';
import type { CollegeFormValues } from './college-form-values';

/** The form fields a picked suggestion can fill, with the suggestion's value for each. */
const PICKED_DETAILS = {
  college_address: (pick: CollegeSuggestion) => pick.address?.trim() ?? '',
  university: (pick: CollegeSuggestion) => pick.university?.trim() ?? '',
} as const;
export type PickedDetailField = keyof typeof PICKED_DETAILS;

type DetailValues = Pick<CollegeFormValues, PickedDetailField | 'pickFilled'>;

const DETAIL_FIELDS = Object.keys(PICKED_DETAILS) as PickedDetailField[];

/** Whether a detail still holds what a pick put in: the TPO has not edited it since (issue 19). */
const filledByPick = (values: DetailValues, field: PickedDetailField) => {
  const filled = values.pickFilled?.[field];
  return filled !== undefined && values[field] === filled;
};

/**
 * What picking a suggestion changes at once: the name, the pick itself, and each detail that is empty or still
 * holds what an earlier pick put in (spec section 4: name and address, the address only when the suggestion has
 * one). A value an earlier pick filled belongs to that pick, so this pick replaces it, and empties it when this
 * institution has no such value (issue 19). A detail the TPO typed or edited is never replaced silently: the
 * form offers the suggestion's value beside it instead. `pickFilled` records what this pick put in.
 */
export function changesOnPick(values: DetailValues, pick: CollegeSuggestion): Partial<CollegeFormValues> {
  const changes: Partial<CollegeFormValues> = { college_name: pick.name, collegePick: pick };
  const pickFilled: CollegeFormValues['pickFilled'] = {};
  for (const field of DETAIL_FIELDS) {
    const suggested = PICKED_DETAILS[field](pick);
    const replaceable = filledByPick(values, field) || !values[field]?.trim();
    if (!replaceable) continue;
    if (suggested || values[field]) changes[field] = suggested;
    if (suggested) pickFilled[field] = suggested;
  }
  changes.pickFilled = pickFilled;
  return changes;
}

/** Clearing the name takes back what the picks filled and the TPO has not edited (issue 19). */
export function changesOnClearedName(values: DetailValues): Partial<CollegeFormValues> {
  const changes: Partial<CollegeFormValues> = { collegePick: undefined, pickFilled: undefined };
  for (const field of DETAIL_FIELDS) if (filledByPick(values, field)) changes[field] = '';
  return changes;
}

/** Taking the pick's value offered beside a detail: it is then the pick's, as if the pick had filled it. */
export function changesOnOfferTaken(
  values: DetailValues,
  field: PickedDetailField,
  offered: string,
): Partial<CollegeFormValues> {
  return { [field]: offered, pickFilled: { ...values.pickFilled, [field]: offered } };
}

/** The pick's value for a detail, when it differs from what the field holds (offered, not applied). */
export function offeredDetail(
  pick: CollegeSuggestion | undefined,
  field: PickedDetailField,
  current: string | undefined,
): string | undefined {
  if (!pick) return undefined;
  const suggested = PICKED_DETAILS[field](pick);
  return suggested && suggested !== (current ?? '').trim() ? suggested : undefined;
}

/** The picked institution's branches as the form's branch groups, in the form's order. */
export function suggestedBranches(pick: CollegeSuggestion | undefined) {
  const programs = pick?.programs ?? [];
  return PROGRAM_BRANCHES.flatMap(({ value, label }) => {
    const program = programs.find((candidate) => candidate.branch === value);
    return program ? [{ branch: value, label, sections: program.sections }] : [];
  });
}

/** The id of the institution the name was picked from, while the name is still the picked one. */
export function pickedCollegeId(values: Pick<CollegeFormValues, 'college_name' | 'collegePick'>) {
  const pick = values.collegePick;
  return pick && pick.name === values.college_name?.trim() ? pick.id : undefined;
}

/** Applies a set of changes to the form as one update (one render, one draft save). */
export function applyChanges(form: Pick<FormApi, 'batch' | 'change'>, changes: Partial<CollegeFormValues>) {
  form.batch(() => {
    for (const [field, value] of Object.entries(changes)) form.change(field, value);
  });
}
