import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CollegeSearchResponseSchema } from '@/lib/api/registration-contract';
import { call } from '../../tests/support/api';

const search = (query: string, limit?: number) =>
  call(
    'GET',
    `/college/search?query=${encodeURIComponent(query)}${limit === undefined ? '' : `&limit=${limit}`}`,
  );

describe('mock college search', () => {
  it("answers an AICTE institution with AICTE's id, name, district, address, university and programmes", async () => {
    const response = await search('govt poly belagavi', 3);
    expect(response.status).toBe(200);
    const [error] = validate(response.body, CollegeSearchResponseSchema);
    expect(error).toBeUndefined();
    const colleges = response.body.colleges as unknown[];
    expect(colleges).toHaveLength(3);
    // Diploma intake: electrical 120, mechanical 120, others 180 → sections of 60.
    expect(colleges[0]).toEqual({
      id: '1-44641428137',
      name: 'GOVERNMENT POLYTECHNIC,BELGAUM',
      city: 'BELGAUM',
      address: 'KAKATIVASE ROAD,NEAR CHENNAMMA CIRCLE,BELGAUM,KARNATAKA, BELGAUM, Karnataka',
      university: 'Directorate of Technical Education',
      programs: [
        { branch: 'electrical', sections: 2 },
        { branch: 'mech', sections: 2 },
        { branch: 'others', sections: 3 },
      ],
    });
  });

  it('answers an institution AICTE does not list with its district and state only', async () => {
    const [college] = (await search('iit madras', 1)).body.colleges as unknown[];
    expect(college).toEqual({
      id: 'x-iit-madras',
      name: 'INDIAN INSTITUTE OF TECHNOLOGY MADRAS',
      city: 'CHENNAI',
      address: 'CHENNAI, Tamil Nadu',
    });
  });

  it('finds institutions by their former names, as the candidate form does', async () => {
    const [college] = (await search('delhi college of engineering', 1)).body.colleges as { name: string }[];
    expect(college?.name).toBe('DELHI TECHNOLOGICAL UNIVERSITY');
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
