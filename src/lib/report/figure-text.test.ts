import { describe, expect, it } from 'vitest';
import { definitionOf, percentOrDash, rupeesOrDash } from './figure-text';

describe('figure text', () => {
  it('gives a share one decimal, or a dash when there is no share', () => {
    expect(percentOrDash(62.54)).toBe('62.5%');
    expect(percentOrDash(100)).toBe('100.0%');
    expect(percentOrDash(undefined)).toBe('—');
  });

  it('writes rupees the Indian way, or a dash, never ₹0 for nothing', () => {
    expect(rupeesOrDash(8_25_000)).toBe('₹8,25,000');
    expect(rupeesOrDash(undefined)).toBe('—');
  });

  it('defines each figure in one line, under the name the screens show', () => {
    expect(definitionOf('ctc')).toBe(
      'CTC: fixed + variable + joining bonus, the sum each tier is decided on.',
    );
    expect(definitionOf('percentPlaced')).toMatch(/^% placed: placed ÷ opted in or placed/);
  });
});
