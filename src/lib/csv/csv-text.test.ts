import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

describe('csvText', () => {
  it('starts with a byte-order mark and ends lines with CRLF, so Excel reads UTF-8', () => {
    expect(csvText(['Name', 'CTC'], [['अनन्या', 650000]])).toBe('\uFEFFName,CTC\r\nअनन्या,650000\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, and leaves empty cells empty', () => {
    expect(csvText(['a'], [['6,50,000'], ['say "hi"'], ['two\nlines'], ['cr\rhere'], [undefined]])).toBe(
      '\uFEFFa\r\n"6,50,000"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\n\r\n',
    );
  });

  it('quotes cells that begin or end with a space, so a spreadsheet keeps the space', () => {
    expect(csvText(['a'], [[' Pune'], ['Pune '], ['Navi Mumbai']])).toBe(
      '\uFEFFa\r\n" Pune"\r\n"Pune "\r\nNavi Mumbai\r\n',
    );
  });

  it('writes a text cell that starts like a formula as quoted text, and numbers as numbers', () => {
    expect(csvText(['a'], [['=HYPERLINK("x")'], ['-5'], ['+91 98'], ['@SUM(A1)'], ['\tx'], [-5]])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n"\'-5"\r\n"\'+91 98"\r\n"\'@SUM(A1)"\r\n"\'\tx"\r\n-5\r\n',
    );
  });

  it('reads back, through a CSV parser, as the cells written', () => {
    const rows = [['6,50,000', 'say "hi"', 'two\r\nlines', ' x ', 'नमस्ते', '']];
    const text = csvText(['a', 'b', 'c', 'd', 'e', 'f'], rows).slice(1);
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ...rows,
    ]);
  });
});
