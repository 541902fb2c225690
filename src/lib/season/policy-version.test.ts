import { describe, expect, it } from 'vitest';
import { initialPolicy, nextPolicyVersion, type SeasonPolicy } from './policy';
import { describePolicyChanged, policyChangedSince } from './policy-version';

const FIRST = initialPolicy('2026-07-01T00:00:00.000Z');
const later = (from: SeasonPolicy, changes: Partial<SeasonPolicy>) =>
  nextPolicyVersion(from, { ...from, ...changes }, '2026-08-01T00:00:00.000Z');

describe('a save of the season policy made on an older version', () => {
  const second = later(FIRST, { maxOffers: 3 });
  const third = later(second, { dreamFrom: 700_000, maxOffers: 3 });
  const history = [FIRST, second, third];

  it('is kept when it was made on the current version, or names no version', () => {
    expect(policyChangedSince(history, 3)).toBeUndefined();
    expect(policyChangedSince(history, undefined)).toBeUndefined();
  });

  it('is refused with every setting changed since its version, in the form’s order', () => {
    expect(policyChangedSince(history, 1)).toEqual({
      rule: 'policyVersion',
      base: 1,
      current: 3,
      changed: ['dreamFrom', 'maxOffers'],
    });
    expect(policyChangedSince(history, 2)?.changed).toEqual(['dreamFrom']);
  });

  it('says what changed in words, and that nothing typed was lost', () => {
    expect(describePolicyChanged(policyChangedSince(history, 1)!)).toBe(
      'Someone else saved the season policy after you opened it (version 3 now): they changed the Dream ' +
        'threshold and how many offers a student may accept. Nothing of yours was saved, and your values are ' +
        'still in the form: save again to put yours in place of theirs, or reload the page to see theirs.',
    );
  });

  it('is refused without a list when the settings did not change, or the version is unknown', () => {
    const same = later(FIRST, {});
    expect(policyChangedSince([FIRST, same], 1)?.changed).toEqual([]);
    expect(describePolicyChanged(policyChangedSince([FIRST, same], 1)!)).toContain(
      'they saved it again without changing its settings',
    );
    expect(describePolicyChanged(policyChangedSince(history, 9)!)).toContain(
      'the version you opened is not one the season has',
    );
  });
});
