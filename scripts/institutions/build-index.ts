import Fuse from 'fuse.js/basic';
import { buildCatalog, institutionId, type CatalogReport } from '../../src/lib/institutions/catalog.ts';
import { parseDistrictTable, parseEntryStates } from '../../src/lib/institutions/district-table.ts';
import {
  INSTITUTION_INDEX_VERSION,
  type InstitutionIndexPayload,
} from '../../src/lib/institutions/index-format.ts';
import {
  canonicalWord,
  hyphenJoinedWords,
  nameAcronyms,
  normalizedWords,
} from '../../src/lib/institutions/normalize.ts';

/** The three data files the index is built from (data/institutions.txt, districts.tsv, entry-states.tsv). */
export interface InstitutionData {
  listText: string;
  districtsText: string;
  entryStatesText: string;
}

/** Words a place is found by: each of its names, word by word and run together ('tamilnadu'). */
function placeWordsOf(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    const parts = normalizedWords(name);
    for (const part of parts) words.add(part);
    if (parts.length > 1) words.add(parts.join(''));
  }
  return [...words];
}

/**
 * Builds the serialized index: the de-duplicated catalog, its vocabulary, each entry's words by number, and the
 * fuse.js index of the words typos are corrected to. Runs at build time (Vite plugin) and in the benchmark.
 */
export function buildInstitutionIndex(data: InstitutionData): {
  payload: InstitutionIndexPayload;
  report: CatalogReport;
} {
  const rows = parseDistrictTable(data.districtsText);
  const { entries, report } = buildCatalog(data.listText, rows, parseEntryStates(data.entryStatesText));

  const states: string[] = [];
  const placeIndex = new Map<string, number>();
  const places: { district: string; state: number; words: string[] }[] = [];
  const placeOf: number[] = [];
  const perEntry = entries.map((entry) => {
    const placeKey = `${entry.district}|${entry.state ?? ''}`;
    let place = placeIndex.get(placeKey);
    if (place === undefined) {
      let state = entry.state === undefined ? -1 : states.indexOf(entry.state);
      if (entry.state !== undefined && state === -1) state = states.push(entry.state) - 1;
      const names = [entry.district, ...(entry.row?.variants ?? []), entry.state ?? ''];
      place = places.push({ district: entry.district, state, words: placeWordsOf(names) }) - 1;
      placeIndex.set(placeKey, place);
    }
    placeOf.push(place);
    const name = normalizedWords(entry.name);
    const extra = new Set([...name.map(canonicalWord), ...hyphenJoinedWords(entry.name)]);
    for (const word of name) extra.delete(word);
    return { name, extra: [...extra], acronyms: nameAcronyms(name) };
  });

  const nameOrPlaceWords = new Set([
    ...perEntry.flatMap((entry) => entry.name),
    ...places.flatMap((p) => p.words),
  ]);
  const allWords = new Set([
    ...nameOrPlaceWords,
    ...perEntry.flatMap((entry) => [...entry.extra, ...entry.acronyms]),
  ]);
  const words = [...allWords].sort();
  const wordId = new Map(words.map((word, index) => [word, index]));
  const ids = (list: readonly string[]) => list.map((word) => wordId.get(word)!);
  // Typos are corrected to real words of names and places; one- and two-letter words are left to prefixes.
  const fuzzyWords = words.filter((word) => nameOrPlaceWords.has(word) && word.length >= 3);
  const fuseIndex = Fuse.createIndex([], fuzzyWords).toJSON() as unknown as InstitutionIndexPayload['fuse'];

  const idOverrides: Record<number, string> = {};
  const nameOverrides: Record<number, string> = {};
  entries.forEach((entry, index) => {
    if (entry.id !== institutionId(entry.name, entry.district)) idOverrides[index] = entry.id;
    if (entry.name !== perEntry[index]!.name.join(' ').toUpperCase()) nameOverrides[index] = entry.name;
  });

  return {
    payload: {
      version: INSTITUTION_INDEX_VERSION,
      size: entries.length,
      nameOverrides,
      placeOf,
      idOverrides,
      places: places.map((place) => ({ ...place, words: ids(place.words) })),
      states,
      words,
      nameWords: perEntry.map((entry) => ids(entry.name)),
      extraWords: perEntry.map((entry) => ids(entry.extra)),
      acronyms: perEntry.map((entry) => ids(entry.acronyms)),
      fuse: fuseIndex,
    },
    report,
  };
}
