import {
  createDistrictLookup,
  parseDistrictTable,
  type DistrictLookup,
} from '@/lib/institutions/district-table';
import { canonicalKey, normalizeText, STOPWORDS } from '@/lib/institutions/normalize';
import districtTableText from '../../data/districts.tsv?raw';

let districts: DistrictLookup | undefined;
/** The district table, read once; a table that fails to parse only means places are compared as text. */
function districtLookup(): DistrictLookup {
  if (!districts) {
    try {
      districts = createDistrictLookup(parseDistrictTable(districtTableText));
    } catch (error) {
      console.error('District table unavailable for institution matching', error);
      districts = () => [];
    }
  }
  return districts;
}

/** Abbreviations, dots, spacing and case folded by the institution normalizer; 'of', 'and'... left out. */
function nameKey(text: string): string {
  return canonicalKey(text)
    .split(' ')
    .filter((word) => word && !STOPWORDS.has(word))
    .join(' ');
}

/** 'NAME, PLACE' as the reference list writes it: the place after the last comma, if any. */
function splitPlace(text: string): { whole: string; name: string; place: string } {
  const comma = text.lastIndexOf(',');
  return {
    whole: nameKey(text),
    name: nameKey(comma === -1 ? text : text.slice(0, comma)),
    place: comma === -1 ? '' : text.slice(comma + 1).trim(),
  };
}

function samePlace(a: string, b: string): boolean {
  if (normalizeText(a) === normalizeText(b)) return true;
  const lookup = districtLookup();
  const rowsOfA = lookup(a);
  return rowsOfA.length > 0 && lookup(b).some((row) => rowsOfA.includes(row));
}

/**
 * Whether two written names denote the same institution — THE one place the college dashboard decides which
 * candidates are its students. Built on the institution normalizer (src/lib/institutions/normalize.ts):
 * 'RV College of Engg' = 'R.V. COLLEGE OF ENGINEERING'. A place after the last comma may be left out on one
 * side ('R V COLLEGE OF ENGINEERING' = 'R V COLLEGE OF ENGINEERING, BANGALORE URBAN'); when both name one,
 * the district table must agree ('BENGALURU' is a name of 'BANGALORE URBAN'). Different names never match,
 * however alike ('R V COLLEGE OF ARCHITECTURE').
 */
export function isSameInstitution(a: string, b: string): boolean {
  const x = splitPlace(a);
  const y = splitPlace(b);
  if (!x.name || !y.name) return false;
  if (x.whole === y.whole) return true;
  if (x.name !== y.name) return false;
  if (!x.place || !y.place) return true;
  return samePlace(x.place, y.place);
}

/** An institution as an account or a profile names it: the text as written, and its id when it was picked. */
export interface NamedInstitution {
  name: string;
  id?: string | undefined;
}

/**
 * Whether a candidate studies at a college. When both picked their institution from the suggestions, their ids
 * decide (two campuses of one name stay apart, any spelling of one institution is one); when either typed the
 * name, the names are compared (isSameInstitution).
 */
export function isStudentOf(college: NamedInstitution, candidate: NamedInstitution): boolean {
  if (college.id && candidate.id) return college.id === candidate.id;
  return isSameInstitution(college.name, candidate.name);
}

/** A company's free-text college filter: the same institution, or the typed words found in the name. */
export function collegeMatchesFilter(college: string, filter: string): boolean {
  const wanted = nameKey(filter);
  if (!wanted) return true;
  return isSameInstitution(college, filter) || nameKey(college).includes(wanted);
}
