import { describe, expect, it } from 'vitest';
import { offersOnlyDiplomas, parseLevels } from './institution-levels';

describe('institution levels', () => {
  it('reads codes in display order and refuses unknown ones', () => {
    expect(parseLevels('PG; UG;D')).toEqual(['D', 'UG', 'PG']);
    expect(parseLevels('')).toEqual([]);
    expect(() => parseLevels('UG;BSC')).toThrow(/BSC/);
  });

  it('tells a polytechnic (diploma levels only) from a degree-granting institution', () => {
    expect(offersOnlyDiplomas(['D'])).toBe(true);
    expect(offersOnlyDiplomas(['D', 'PD'])).toBe(true);
    expect(offersOnlyDiplomas(['D', 'UG'])).toBe(false);
    expect(offersOnlyDiplomas([])).toBe(false);
  });
});
