import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CTC_PART_MAX,
  ctcTotal,
  describeCtc,
  formatLpa,
  formatRupees,
  groupIndian,
  isValidCtc,
} from './money';

describe('money', () => {
  it('totals fixed, variable and joining bonus', () => {
    expect(ctcTotal({ fixed: 700_000, variable: 50_000, joiningBonus: 25_000 })).toBe(775_000);
  });

  it('groups digits the Indian way', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(100_000)).toBe('1,00,000');
    expect(groupIndian(1_234_567)).toBe('12,34,567');
    expect(groupIndian(123_456_789)).toBe('12,34,56,789');
    expect(groupIndian(-650_000)).toBe('-6,50,000');
    expect(formatRupees(650_000)).toBe('₹6,50,000');
  });

  it('grouping never changes the digits and puts pairs before the last three', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const grouped = groupIndian(value);
        expect(grouped.replace(/,/g, '')).toBe(String(value));
        const groups = grouped.split(',');
        if (groups.length > 1) {
          expect(groups.at(-1)).toHaveLength(3);
          groups.slice(1, -1).forEach((group) => expect(group).toHaveLength(2));
          expect(groups[0]!.length).toBeLessThanOrEqual(2);
        }
      }),
    );
  });

  it('writes lakhs per annum without needless decimals', () => {
    expect(formatLpa(600_000)).toBe('6 LPA');
    expect(formatLpa(650_000)).toBe('6.5 LPA');
    expect(formatLpa(1_225_000)).toBe('12.25 LPA');
  });

  it('describes a CTC with only the parts it has', () => {
    expect(describeCtc({ fixed: 700_000, variable: 50_000, joiningBonus: 0 })).toBe(
      '₹7,50,000 (fixed ₹7,00,000 + variable ₹50,000)',
    );
    expect(describeCtc({ fixed: 700_000, variable: 0, joiningBonus: 100_000 })).toBe(
      '₹8,00,000 (fixed ₹7,00,000 + joining bonus ₹1,00,000)',
    );
  });

  it('accepts only whole, bounded rupees with a positive fixed part', () => {
    expect(isValidCtc({ fixed: 1, variable: 0, joiningBonus: 0 })).toBe(true);
    expect(isValidCtc({ fixed: 0, variable: 100, joiningBonus: 0 })).toBe(false);
    expect(isValidCtc({ fixed: 100.5, variable: 0, joiningBonus: 0 })).toBe(false);
    expect(isValidCtc({ fixed: 100, variable: -1, joiningBonus: 0 })).toBe(false);
    expect(isValidCtc({ fixed: CTC_PART_MAX + 1, variable: 0, joiningBonus: 0 })).toBe(false);
  });
});
