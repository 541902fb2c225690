import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanRupees, medianRupees, spreadOf } from './median';

describe('medianRupees', () => {
  it('is the middle amount of an odd count, whatever the order', () => {
    expect(medianRupees([12_00_000, 4_50_000, 6_50_000])).toBe(6_50_000);
  });

  it('is the mean of the two middle amounts of an even count', () => {
    expect(medianRupees([4_00_000, 6_00_000, 7_00_000, 30_00_000])).toBe(6_50_000);
  });

  it('rounds half a rupee up', () => {
    expect(medianRupees([1, 2])).toBe(2);
    expect(medianRupees([3_00_001, 3_00_002])).toBe(3_00_002);
  });

  it('is undefined for no amounts', () => {
    expect(medianRupees([])).toBeUndefined();
    expect(meanRupees([])).toBeUndefined();
  });

  it('lies between the smallest and largest amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_00_00_000 }), { minLength: 1 }), (amounts) => {
        const median = medianRupees(amounts) ?? -1;
        expect(median).toBeGreaterThanOrEqual(Math.min(...amounts));
        expect(median).toBeLessThanOrEqual(Math.max(...amounts));
      }),
    );
  });
});

describe('meanRupees', () => {
  it('is the rounded arithmetic mean', () => {
    expect(meanRupees([4_00_000, 5_00_001])).toBe(4_50_001);
  });
});

describe('spreadOf', () => {
  it('gives minimum, median, mean and maximum of amounts in any order, leaving the input as it was', () => {
    const amounts = [12_00_000, 4_00_000, 6_00_000, 7_00_000];
    expect(spreadOf(amounts)).toEqual({ min: 4_00_000, median: 6_50_000, mean: 7_25_000, max: 12_00_000 });
    expect(amounts).toEqual([12_00_000, 4_00_000, 6_00_000, 7_00_000]);
  });

  it('has no figures for no amounts', () => {
    expect(spreadOf([])).toEqual({});
  });

  it('agrees with the median and the mean on any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_00_00_000 }), { minLength: 1 }), (amounts) => {
        const spread = spreadOf(amounts);
        expect(spread.median).toBe(medianRupees(amounts));
        expect(spread.mean).toBe(meanRupees(amounts));
        expect(spread.min).toBe(amounts.reduce((a, b) => Math.min(a, b)));
        expect(spread.max).toBe(amounts.reduce((a, b) => Math.max(a, b)));
      }),
    );
  });
});
