import { describe, expect, it } from 'vitest';
import { readRupees } from './rupee-text';

describe('readRupees', () => {
  it('reads plain and Indian-grouped figures', () => {
    expect(readRupees('650000', 'Fixed pay')).toEqual({ ok: true, value: 650_000 });
    expect(readRupees(' ₹6,50,000 ', 'Fixed pay')).toEqual({ ok: true, value: 650_000 });
    expect(readRupees('', 'Fixed pay')).toEqual({ ok: true, value: undefined });
  });

  it('refuses words, decimals and signs', () => {
    for (const text of ['6.5 LPA', '6.5', '-1000', 'six lakh'])
      expect(readRupees(text, 'Fixed pay')).toEqual({
        ok: false,
        message: 'Fixed pay: whole rupees in figures, e.g. 650000 or 6,50,000',
      });
  });
});
