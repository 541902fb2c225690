import { describe, expect, it } from 'vitest';
import {
  isSelected,
  NO_SELECTION,
  resolveSelection,
  selectAllFiltered,
  selectedCount,
  toggleRow,
} from './selection';

describe('table selection across rows the server pages', () => {
  it('ticks and unticks single rows', () => {
    const one = toggleRow(NO_SELECTION, 'a');
    expect(isSelected(one, 'a')).toBe(true);
    expect(isSelected(one, 'b')).toBe(false);
    expect(selectedCount(one, 3000)).toBe(1);
    expect(isSelected(toggleRow(one, 'a'), 'a')).toBe(false);
  });

  it('"all filtered" counts every match less the rows unticked since', async () => {
    const all = toggleRow(selectAllFiltered('cgpa>7'), 'b');
    expect(isSelected(all, 'a')).toBe(true);
    expect(isSelected(all, 'b')).toBe(false);
    expect(selectedCount(all, 3000)).toBe(2999);
    await expect(resolveSelection(all, 'cgpa>7', () => Promise.resolve(['a', 'b', 'c']))).resolves.toEqual([
      'a',
      'c',
    ]);
  });

  it('an "all filtered" choice made under another filter picks nobody', async () => {
    const all = selectAllFiltered('cgpa>7');
    await expect(resolveSelection(all, 'cgpa>8', () => Promise.resolve(['a']))).resolves.toEqual([]);
  });
});
