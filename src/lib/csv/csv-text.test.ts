import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

describe('csvText', () => {
  it('starts with a byte-order mark and ends lines with CRLF, so Excel reads UTF-8', () => {
    expect(csvText(['Name', 'CTC'], [['अनन्या', 650000]])).toBe('\uFEFFName,CTC\r\nअनन्या,650000\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, and leaves empty cells empty', () => {
    expect(csvText(['a'], [['6,50,000'], ['say "hi"'], ['two\nlines'], [undefined]])).toBe(
      '\uFEFFa\r\n"6,50,000"\r\n"say ""hi"""\r\n"two\nlines"\r\n\r\n',
    );
  });

  it('writes a cell that starts like a formula as text', () => {
    expect(csvText(['a'], [['=HYPERLINK("x")'], ['-5'], [-5]])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'-5\r\n-5\r\n',
    );
  });
});
