import { decodeIds } from './id-codec';
import { INSTITUTION_INDEX_VERSION, type InstitutionIndexPayload } from './index-format';
import { GLUED_MIN_LENGTH, gluedWordParts, nameAfterOwner } from './name-forms';
import {
  canonicalWord,
  hyphenJoinedWords,
  nameAcronyms,
  normalizedWords,
  placeStrippedAcronyms,
  STOPWORDS,
} from './normalize';

/**
 * The index as the search reads it, derived once per load from the payload. Records are the institutions
 * (0 … size-1) followed by their aliases; every per-record list has one item per record. Words are numbers
 * into the sorted vocabulary `words`, so a prefix is a contiguous range.
 */
export interface IndexData {
  /** How many institutions; records from here on are aliases. */
  size: number;
  /** Display name per record: the institution's name, or the alias as written. */
  names: string[];
  /** Per institution. */
  ids: string[];
  /** Per record: the institution it stands for (itself for an institution). */
  entryOf: Int32Array;
  /** Per record: 1 for an alias that is a former name. */
  former: Uint8Array;
  /** Per institution: 1 when it ranks below a degree-granting one of the same name. */
  secondary: Uint8Array;
  words: string[];
  nameWords: number[][];
  extraWords: number[][];
  acronyms: number[][];
  /**
   * Per record: the acronyms of its name without the place it ends in ('nit' for NATIONAL INSTITUTE OF
   * TECHNOLOGY WARANGAL): a campus of a system people call by that acronym, preferred when it is typed alone.
   */
  systemAcronyms: number[][];
  /** Per record: 1 when its name mentions its own district or town ('…, BELGAUM' in BELGAUM). */
  namesPlace: Uint8Array;
  /** Per record: its institution's place. */
  placeOf: Int32Array;
  places: { district: string; state: string; words: number[] }[];
  /** Vocabulary words typos may be corrected to: name and place words of three letters or more. */
  fuzzyWords: string[];
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

const NONE: readonly string[] = [];
const lines = (text: string) => (text ? text.split('\n') : []);

/** Names handled between two pauses when the index loads in slices (about 10 ms of a slowed phone's time). */
const SLICE = 500;

/**
 * Derives the search's word lists from the payload, pausing (yield) after each slice of names, so that a page
 * can let a key press in between (hydrateIndexInSlices); hydrateIndex runs it straight through.
 */
function* hydrateSteps(payload: InstitutionIndexPayload): Generator<void, IndexData> {
  if (payload.version !== INSTITUTION_INDEX_VERSION) throw new Error('Institution index: unknown version');
  const entryNames = lines(payload.names);
  const aliasNames = lines(payload.aliases);
  const size = entryNames.length;
  const names = [...entryNames, ...aliasNames];
  const entryOf = Int32Array.from(names, (_, record) =>
    record < size ? record : payload.aliasOf[record - size]!,
  );
  const former = Uint8Array.from(names, (_, record) =>
    record < size ? 0 : Number(payload.former.charAt(record - size) === '1'),
  );
  const placeTexts = payload.places.map((place) => {
    const state = payload.states[place.state] ?? '';
    return { district: place.district, state, words: placeWordsOf([place.district, ...place.other, state]) };
  });
  const placeSets = placeTexts.map((place) => new Set(place.words));
  const townSets = payload.places.map((place) => new Set(placeWordsOf([place.district, ...place.other])));
  const placeOf = Int32Array.from(entryOf, (entry) => payload.placeOf[entry]!);

  const nameWords: string[][] = [];
  for (const name of names) {
    if (nameWords.push(normalizedWords(name)) % SLICE === 0) yield;
  }
  // The words a run-together word may be made of: those of names and places.
  const listed = new Set<string>();
  for (const words of nameWords) for (const word of words) listed.add(word);
  for (const place of placeTexts) for (const word of place.words) listed.add(word);
  const glued = new Map<string, readonly string[]>();
  const partsOf = (word: string) => {
    if (word.length < GLUED_MIN_LENGTH) return NONE;
    let parts = glued.get(word);
    if (!parts) glued.set(word, (parts = gluedWordParts(word, (piece) => listed.has(piece))));
    return parts;
  };

  // Runs once per load over 6,000 names: plain loops, and the regular expressions only where they can match.
  const deriveRecord = (record: number) => {
    const name = names[record]!;
    const words = nameWords[record]!;
    const placeWords = placeSets[placeOf[record]!]!;
    const isPlaceWord = (word: string) => placeWords.has(word);
    // Run-together words read as the words they are made of, for matching and for acronyms.
    let spelled = words;
    if (words.some((word) => partsOf(word).length > 0)) {
      spelled = words.flatMap((word) => (partsOf(word).length > 0 ? partsOf(word) : [word]));
    }
    const extra: string[] = spelled === words ? [] : spelled.filter((word) => !words.includes(word));
    for (const word of spelled) {
      const canonical = canonicalWord(word);
      if (canonical !== word && !words.includes(canonical)) extra.push(canonical);
    }
    if (name.includes('-')) extra.push(...hyphenJoinedWords(name));
    const system = placeStrippedAcronyms(spelled, isPlaceWord);
    const acronyms = [...nameAcronyms(spelled), ...system];
    // What people shorten is the name after the society running it ('KLS GOGTE INSTITUTE…' → 'git').
    const owner = /['’`]/.test(name) ? nameAfterOwner(name) : undefined;
    if (owner) acronyms.push(...nameAcronyms(normalizedWords(owner), isPlaceWord));
    let significant = 0;
    for (const word of spelled) if (!STOPWORDS.has(word)) significant += 1;
    if (significant >= 4 && spelled[0]!.length <= 4)
      acronyms.push(...nameAcronyms(spelled.slice(1), isPlaceWord));
    const towns = townSets[placeOf[record]!]!;
    return {
      words,
      extra,
      acronyms: [...new Set(acronyms)],
      system,
      namesPlace: spelled.some((word) => towns.has(word)),
    };
  };
  const perRecord: ReturnType<typeof deriveRecord>[] = [];
  for (let record = 0; record < names.length; record += 1) {
    if (record % SLICE === SLICE - 1) yield;
    perRecord.push(deriveRecord(record));
  }

  const nameOrPlace = new Set<string>();
  for (const record of perRecord) for (const word of record.words) nameOrPlace.add(word);
  for (const place of placeTexts) for (const word of place.words) nameOrPlace.add(word);
  const all = new Set(nameOrPlace);
  for (const record of perRecord) {
    for (const word of record.extra) all.add(word);
    for (const word of record.acronyms) all.add(word);
  }
  const words = [...all].sort();
  yield;
  const wordId = new Map(words.map((word, index) => [word, index]));
  const ids = (list: readonly string[]) => list.map((word) => wordId.get(word)!);

  return {
    size,
    names,
    ids: decodeIds(payload.ids),
    entryOf,
    former,
    secondary: Uint8Array.from(entryNames, (_, entry) => Number(payload.secondary.charAt(entry) === '1')),
    words,
    nameWords: perRecord.map((record) => ids(record.words)),
    extraWords: perRecord.map((record) => ids([...new Set(record.extra)])),
    acronyms: perRecord.map((record) => ids(record.acronyms)),
    systemAcronyms: perRecord.map((record) => ids(record.system)),
    namesPlace: Uint8Array.from(perRecord, (record) => Number(record.namesPlace)),
    placeOf,
    places: placeTexts.map((place) => ({ ...place, words: ids(place.words) })),
    fuzzyWords: words.filter((word) => word.length >= 3 && nameOrPlace.has(word)),
  };
}

/** The search's word lists, derived in one go (build scripts, tests, the mock backend). */
export function hydrateIndex(payload: InstitutionIndexPayload): IndexData {
  const steps = hydrateSteps(payload);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * The same, a slice at a time with `pause` between (the page's loader): deriving 6,000 names' words takes tens of
 * milliseconds on a phone, and a key press arriving meanwhile should not wait for all of it.
 */
export async function hydrateIndexInSlices(
  payload: InstitutionIndexPayload,
  pause: () => Promise<void>,
): Promise<IndexData> {
  const steps = hydrateSteps(payload);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}
