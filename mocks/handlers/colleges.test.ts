import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';

const search = (query: string, limit?: number) =>
  call(
    'GET',
    `/college/search?query=${encodeURIComponent(query)}${limit === undefined ? '' : `&limit=${limit}`}`,
  );

describe('mock college search', () => {
  it('answers from the normalized index: abbreviations and district spellings work', async () => {
    const response = await search('govt poly belagavi', 3);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const colleges = response.body.colleges as { name: string }[];
    expect(colleges).toHaveLength(3);
    expect(colleges[0]).toEqual({
      id: 'government-polytechnic-belgaum-belgaum',
      name: 'GOVERNMENT POLYTECHNIC BELGAUM',
      city: 'BELGAUM',
      address: 'BELGAUM, Karnataka',
    });
  });

  it('gives 8 results by default and no more than asked', async () => {
    expect(((await search('college')).body.colleges as unknown[]).length).toBe(8);
    expect(((await search('college', 1)).body.colleges as unknown[]).length).toBe(1);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await search('qqzzxx')).body).toEqual({ success: true, colleges: [] });
  });

  it('rejects a short query or a bad limit', async () => {
    expect((await search('a')).status).toBe(400);
    expect((await search('anna', 0)).status).toBe(400);
    expect((await search('anna', 51)).status).toBe(400);
  });
});
