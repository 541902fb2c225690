import type { CollegeSuggestion } from '@/lib/api/contract';
import { PROGRAM_BRANCHES } from '@/lib/options/college';
import type { CollegeFormValues } from './college-form-values';

/** The form fields a picked suggestion can fill, with the suggestion's value for each. */
const PICKED_DETAILS = {
  college_address: (pick: CollegeSuggestion) => pick.address?.trim() ?? '',
  university: (pick: CollegeSuggestion) => pick.university?.trim() ?? '',
} as const;
export type PickedDetailField = keyof typeof PICKED_DETAILS;

/**
 * What picking a suggestion changes at once: the name, the pick itself, and each detail the TPO has not typed
 * (spec section 4: name and address, the address only when the suggestion has one). A detail the TPO already
 * typed is never replaced silently: the form offers the suggestion's value beside it instead.
 */
export function changesOnPick(
  values: Pick<CollegeFormValues, PickedDetailField>,
  pick: CollegeSuggestion,
): Partial<CollegeFormValues> {
  const changes: Partial<CollegeFormValues> = { college_name: pick.name, collegePick: pick };
  for (const [field, valueOf] of Object.entries(PICKED_DETAILS) as [
    PickedDetailField,
    (typeof PICKED_DETAILS)[PickedDetailField],
  ][]) {
    const suggested = valueOf(pick);
    if (suggested && !values[field]?.trim()) changes[field] = suggested;
  }
  return changes;
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
