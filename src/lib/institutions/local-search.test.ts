import { describe, expect, it } from 'vitest';
import { COLLEGE_SEARCH_LIMIT } from '@/lib/constants';
import { searchInstitutionsLocally, type InstitutionSuggestion } from './local-search';

/** These run on the real list, through the index the build makes (virtual:institution-index). */
const search = (query: string) => searchInstitutionsLocally(query, COLLEGE_SEARCH_LIMIT);
const top = async (query: string, count = 1) => (await search(query)).slice(0, count).map((hit) => hit.name);
const marked = (hit: InstitutionSuggestion | undefined) =>
  hit?.highlight?.map(([start, end]) => hit.name.slice(start, end));

describe('searchInstitutionsLocally (the bundled list)', () => {
  it("keeps the spec's behaviour: names containing the typed text, case-insensitively, come first", async () => {
    const query = 'College of Engineering Tri';
    const hits = await search(query);
    const contains = hits.map((hit) => hit.name.toLowerCase().includes(query.toLowerCase()));
    expect(contains.slice(0, 2)).toEqual([true, true]);
    // Then word matches ('TRINITY COLLEGE OF ENGINEERING'), never a substring match after them.
    expect(contains.indexOf(false)).toBeGreaterThan(0);
    expect(contains.slice(contains.indexOf(false))).not.toContain(true);
    expect(hits.map((hit) => hit.name)).toContain('TRINITY COLLEGE OF ENGINEERING');
  });

  it('finds the examples of the issues first', async () => {
    expect(await top('govt poly belagavi')).toEqual(['GOVERNMENT POLYTECHNIC,BELGAUM']);
    expect(await top('AP SHAH')).toEqual(['A. P. SHAH INSTITUTE OF TECHNOLOGY']);
    expect(await top('rns institute of technology bengaluru')).toEqual(['RNS INSTITUTE OF TECHNOLOGY']);
    expect(await top('khaja bandanawaz kalaburagi')).toEqual(['KHAJA BANDANAWAZ UNIVERSITY']);
    expect(await top('kumaraguru colege of technolgy')).toEqual(['KUMARAGURU COLLEGE OF TECHNOLOGY']);
    expect(await top('delhi college of engineering')).toEqual(['DELHI TECHNOLOGICAL UNIVERSITY']);
    expect(await top('nsit')).toEqual(['NETAJI SUBHAS UNIVERSITY OF TECHNOLOGY']);
    expect(await top('iit kgp')).toEqual(['INDIAN INSTITUTE OF TECHNOLOGY KHARAGPUR']);
    expect(await top('kadavpur')).toEqual(['JADAVPUR UNIVERSITY']);
    expect(await top('cusat')).toEqual(['COCHIN UNIVERSITY OF SCIENCE AND TECHNOLOGY']);
  });

  it('gives id, district, state and the matched parts of the name', async () => {
    const [hit] = await search('AP SHAH');
    expect(hit).toMatchObject({
      district: 'THANE',
      state: 'Maharashtra',
      id: expect.stringMatching(/^1-\d+$/),
    });
    expect(marked(hit)).toEqual(['A. P. SHAH']);
  });

  it('says which former name a suggestion was found by', async () => {
    const [hit] = await search('college of engineering pune');
    expect(hit).toMatchObject({
      name: 'COEP TECHNOLOGICAL UNIVERSITY',
      formerly: 'COLLEGE OF ENGINEERING PUNE',
    });
  });

  it('suggests nothing for words that are no slip of any listed word, so the form can offer manual entry', async () => {
    expect(await search('Zqxjv Wkrt')).toEqual([]);
  });

  it('honours the limit', async () => {
    expect(await searchInstitutionsLocally('college', 3)).toHaveLength(3);
  });
});
