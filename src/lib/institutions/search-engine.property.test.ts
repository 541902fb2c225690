import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText, hugeText, runs } from '../../../tests/support/arbitraries';
import { FIXTURE_NAMES as NAMES, fixtureSearch } from './test/fixture-index';

const engine = fixtureSearch();

/** Hundreds of words, as a paste into the field might bring: words of the list repeated, or digits. */
const manyWords = fc
  .tuple(
    fc.constantFrom('rv ', 'college ', 'anna university ', '1 ', 'a b '),
    fc.integer({ min: 100, max: 2000 }),
  )
  .map(([words, times]) => words.repeat(times));
const query = fc.oneof(
  { arbitrary: hostileText, weight: 6 },
  { arbitrary: fc.constantFrom(...NAMES), weight: 2 },
  { arbitrary: manyWords, weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);

describe('institution search (property)', () => {
  it('never throws; at most `limit` hits, each an entry of the list, highlights inside its name', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 10 }), (text, limit) => {
        const hits = engine.search(text, limit);
        expect(hits.length).toBeLessThanOrEqual(limit);
        for (const hit of hits) {
          expect(NAMES).toContain(hit.name);
          for (const [start, end] of hit.highlight) {
            expect(0 <= start && start < end && end <= hit.name.length).toBe(true);
          }
        }
      }),
      runs(400),
    );
  });

  it('answers the same query the same way, whatever was asked before (buffers are reused)', () => {
    fc.assert(
      fc.property(query, query, (text, before) => {
        const first = engine.search(text, 5).map((hit) => hit.name);
        engine.search(before, 5);
        expect(engine.search(text, 5).map((hit) => hit.name)).toEqual(first);
      }),
      runs(200),
    );
  });

  it('ignores the case of the query (spec: case-insensitive match)', () => {
    const typed = fc
      .tuple(fc.constantFrom(...NAMES), fc.nat(), fc.nat(), fc.array(fc.boolean(), { maxLength: 60 }))
      .map(([name, from, length, upper]) => {
        const start = from % name.length;
        const part = name.slice(start, start + 2 + (length % 20));
        return [...part].map((char, at) => (upper[at] ? char.toUpperCase() : char.toLowerCase())).join('');
      });
    fc.assert(
      fc.property(typed, (text) => {
        expect(engine.search(text, 8).map((hit) => hit.name)).toEqual(
          engine.search(text.toLowerCase(), 8).map((hit) => hit.name),
        );
      }),
      runs(300),
    );
  });
});
