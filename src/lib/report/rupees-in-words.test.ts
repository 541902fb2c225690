import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './rupees-in-words';

describe('rupeesInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [1_000, 'One Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [6_50_000, 'Six Lakh Fifty Thousand'],
    [10_05_010, 'Ten Lakh Five Thousand Ten'],
    [99_99_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [1_200_00_00_000, 'One Thousand Two Hundred Crore'],
  ])('%i is "%s"', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it('refuses amounts that are not whole rupees', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
