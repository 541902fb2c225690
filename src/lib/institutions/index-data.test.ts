import { describe, expect, it } from 'vitest';
import { buildInstitutionIndex } from '../../../scripts/institutions/build-index';
import { hydrateIndex, hydrateIndexInSlices } from './index-data';
import { fixturePayload } from './test/fixture-index';

const row = (...cells: string[]) => cells.join('\t');
const { payload } = buildInstitutionIndex({
  aicteText: [
    row('1-1', 'GOVERNMENTENGINEERINGCOLLEGETHRISSUR', 'THRISSUR', 'Kerala', 'UG'),
    row('1-2', 'K.L.S. GOGTE INSTITUTE OF TECHNOLOGY', 'BELGAUM', 'Karnataka', 'UG'),
    row('1-3', "B V V SANGHA'S BASAVESHWAR ENGINEERING COLLEGE", 'BAGALKOT', 'Karnataka', 'UG'),
    row('1-4', 'GOVERNMENT POLYTECHNIC, BELGAUM', 'BELGAUM', 'Karnataka', 'D'),
    row('1-5', 'GOVERNMENT POLYTECHNIC', 'BELGAUM', 'Karnataka', 'D'),
  ].join('\n'),
  otherText: row(
    'x-nit',
    'NATIONAL INSTITUTE OF TECHNOLOGY TIRUCHIRAPPALLI',
    'TIRUCHIRAPPALLI',
    'Tamil Nadu',
    'UG',
  ),
  aliasesText: row('former', 'REC TRICHY', 'x-nit', 'NATIONAL INSTITUTE OF TECHNOLOGY TIRUCHIRAPPALLI'),
  districtsText:
    'THRISSUR\tKerala\tTRICHUR\nBELGAUM\tKarnataka\tBELAGAVI\nBAGALKOT\tKarnataka\nTIRUCHIRAPPALLI\tTamil Nadu\tTRICHY\n',
});
const data = hydrateIndex(payload);
const wordsOf = (list: readonly number[] | undefined) => (list ?? []).map((word) => data.words[word]);

describe('hydrateIndex', () => {
  it('reads a run-together name as its words, for matching and acronyms', () => {
    expect(wordsOf(data.extraWords[0])).toEqual(['government', 'engineering', 'college', 'thrissur']);
    expect(wordsOf(data.acronyms[0])).toContain('gec');
  });

  it('shortens a name without the society that runs it, and without a short leading set of initials', () => {
    expect(wordsOf(data.acronyms[1])).toContain('git');
    expect(wordsOf(data.acronyms[2])).toContain('bec');
  });

  it('knows the acronym of a campus of a system, and an alias stands for its institution at its place', () => {
    expect(wordsOf(data.systemAcronyms[5])).toContain('nit');
    expect(data.entryOf[6]).toBe(5);
    expect(data.names[6]).toBe('REC TRICHY');
    expect(data.former[6]).toBe(1);
    expect(data.places[data.placeOf[6]!]?.district).toBe('TIRUCHIRAPPALLI');
  });

  it('marks names that mention their own place', () => {
    expect([...data.namesPlace]).toEqual([1, 0, 0, 1, 0, 1, 1]);
  });
});

describe('hydrateIndexInSlices', () => {
  it('derives the same index, pausing between slices', async () => {
    let pauses = 0;
    const sliced = await hydrateIndexInSlices(fixturePayload(), async () => {
      pauses += 1;
    });
    expect(sliced).toEqual(hydrateIndex(fixturePayload()));
    expect(pauses).toBeGreaterThan(0);
  });
});
