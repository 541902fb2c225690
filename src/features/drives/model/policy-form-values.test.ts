import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY_SETTINGS } from '@/lib/season/policy';
import { policyFormValues, readPolicyForm } from './policy-form-values';

describe('the policy form', () => {
  it('reads back the settings it was filled with, figures grouped or not', () => {
    const values = { ...policyFormValues(DEFAULT_POLICY_SETTINGS), dreamFrom: '6,00,000' };
    expect(readPolicyForm(values)).toEqual({ settings: DEFAULT_POLICY_SETTINGS, errors: {} });
  });

  it('refuses a Super Dream threshold at or below Dream, and thresholds in words', () => {
    const values = policyFormValues(DEFAULT_POLICY_SETTINGS);
    expect(readPolicyForm({ ...values, superDreamFrom: '600000' }).errors).toEqual({
      superDreamFrom: 'The Super Dream threshold must be above the Dream threshold',
    });
    expect(readPolicyForm({ ...values, dreamFrom: '6 LPA' }).settings).toBeUndefined();
  });
});
