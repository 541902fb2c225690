import { describe, expect, it } from 'vitest';
import { nestsTooDeep } from './nesting';

/** A list nested `depth` levels deep: [[[…]]]. */
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

describe('nestsTooDeep', () => {
  it('lets plain values and contract-shaped bodies through', () => {
    expect(nestsTooDeep('text')).toBe(false);
    expect(nestsTooDeep(null)).toBe(false);
    const records = Array.from({ length: 5_000 }, (_, index) => ({ roll: `R${index}`, marks: [1, 2] }));
    expect(nestsTooDeep({ records })).toBe(false);
  });

  it('refuses lists or objects nested deeper than 32 levels, wherever they sit', () => {
    expect(nestsTooDeep(nested(32))).toBe(false);
    expect(nestsTooDeep(nested(33))).toBe(true);
    expect(nestsTooDeep({ records: [{ name: 'A' }, { note: nested(40) }] })).toBe(true);
  });

  it('does not look inside a file', () => {
    expect(nestsTooDeep({ resume: new Blob(['x']) })).toBe(false);
  });
});
