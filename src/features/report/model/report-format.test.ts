import { describe, expect, it } from 'vitest';
import { longDate, shortDate, weekLabels } from './report-format';

describe('report dates', () => {
  it('writes a week start as day and short month', () => {
    expect(shortDate('2025-09-01')).toBe('1 Sep');
    expect(shortDate('2026-01-19')).toBe('19 Jan');
  });

  it('names the year on the first week, wherever a new year starts, and on the newest week', () => {
    expect(weekLabels(['2025-12-22', '2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19'])).toEqual([
      '22 Dec 2025',
      '29 Dec',
      '5 Jan 2026',
      '12 Jan',
      '19 Jan 2026',
    ]);
    expect(weekLabels([])).toEqual([]);
  });

  it('writes the generation date in full, on the reader’s calendar', () => {
    const moment = new Date(2026, 10, 27, 9, 30).toISOString();
    expect(longDate(moment)).toBe('27 November 2026');
  });
});
