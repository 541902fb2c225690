import { describe, expect, it } from 'vitest';
import { compareIdsForEncoding, decodeIds, encodeIds } from './id-codec';

describe('id codec', () => {
  it('stores numbered ids as base-36 differences and gives them back, with the others after them', () => {
    const ids = ['1-44638801317', '1-44638801318', '1-44913267905', 'x-iisc', 'x-iit-madras'];
    const encoded = encodeIds(ids);
    expect(encoded).toEqual({
      prefix: '1',
      numbered: ['44638801317', '1', String(44913267905 - 44638801318)]
        .map((n) => Number(n).toString(36))
        .join(','),
      other: ['x-iisc', 'x-iit-madras'],
    });
    expect(decodeIds(encoded)).toEqual(ids);
    expect(decodeIds(encodeIds([]))).toEqual([]);
  });

  it('sorts numbered ids by number, first, and refuses ids out of that order', () => {
    expect(['x-a', '1-100', '1-20'].sort(compareIdsForEncoding)).toEqual(['1-20', '1-100', 'x-a']);
    expect(() => encodeIds(['1-20', '1-10'])).toThrow(/order/);
    expect(() => encodeIds(['1-20', 'x-a', '1-30'])).toThrow(/first/);
  });
});
