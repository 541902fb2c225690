/** The season policy form as its inputs hold it (figures as text), read into the contract's PolicySettings. */
import {
  AFTER_PLACEMENT_VALUES,
  policySettingsProblems,
  type AfterPlacementRule,
  type PolicySettings,
} from '@/lib/season/policy';
import { readRupees } from './rupee-text';

export interface PolicyFormValues {
  dreamFrom: string;
  superDreamFrom: string;
  maxOffers: string;
  afterPlacement: AfterPlacementRule;
  absencesToBlock: string;
}

export const POLICY_LABELS = {
  dreamFrom: 'Dream from (₹ CTC a year)',
  superDreamFrom: 'Super Dream from (₹ CTC a year)',
  maxOffers: 'Most offers a student may accept',
  afterPlacement: 'After accepting an offer, a student may apply to',
  absencesToBlock: 'Absences that block a student',
} as const;

export function policyFormValues(settings: PolicySettings): PolicyFormValues {
  return {
    dreamFrom: String(settings.dreamFrom),
    superDreamFrom: String(settings.superDreamFrom),
    maxOffers: String(settings.maxOffers),
    afterPlacement: settings.afterPlacement,
    absencesToBlock: String(settings.absencesToBlock),
  };
}

/** The settings the form holds, or the messages that stop it (by field, and the policy's own problems). */
export function readPolicyForm(values: PolicyFormValues): {
  settings: PolicySettings | undefined;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const dream = readRupees(values.dreamFrom, POLICY_LABELS.dreamFrom);
  const superDream = readRupees(values.superDreamFrom, POLICY_LABELS.superDreamFrom);
  if (!dream.ok) errors.dreamFrom = dream.message;
  else if (!dream.value) errors.dreamFrom = 'Give the Dream threshold in rupees';
  if (!superDream.ok) errors.superDreamFrom = superDream.message;
  else if (!superDream.value) errors.superDreamFrom = 'Give the Super Dream threshold in rupees';
  if (!AFTER_PLACEMENT_VALUES.includes(values.afterPlacement)) errors.afterPlacement = 'Choose a rule';
  if (Object.keys(errors).length || !dream.ok || !superDream.ok) return { settings: undefined, errors };
  const settings: PolicySettings = {
    dreamFrom: dream.value!,
    superDreamFrom: superDream.value!,
    maxOffers: Number(values.maxOffers),
    afterPlacement: values.afterPlacement,
    absencesToBlock: Number(values.absencesToBlock),
  };
  const [problem] = policySettingsProblems(settings);
  if (problem) return { settings: undefined, errors: { superDreamFrom: problem } };
  return { settings, errors };
}
