import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { SECTIONS_PER_BRANCH_MAX, SECTIONS_PER_BRANCH_MIN } from '@/lib/constants';
import { tsvRows } from '@/lib/institutions/data-lines';
import { PROGRAM_BRANCH_VALUES, type ProgramBranch } from '@/lib/options/college';

/** What AICTE says of one institution beyond the search index: only the mock's college search needs it. */
export interface CollegeDetails {
  /** The address line as AICTE writes it, without district and state. */
  address: string;
  university: string;
  programs: NonNullable<CollegeSuggestion['programs']>;
}

/** Students per section: the college form counts sections of 60, as AICTE sanctions intake (docs/mock-backend.md). */
const STUDENTS_PER_SECTION = 60;

/** A branch group's sections for its annual intake: ceil(intake / 60), at least 1 and at most 20. */
export function sectionsFor(intake: number): number {
  const sections = Math.ceil(intake / STUDENTS_PER_SECTION);
  return Math.min(SECTIONS_PER_BRANCH_MAX, Math.max(SECTIONS_PER_BRANCH_MIN, sections));
}

/** Parses data/institution-details-aicte.tsv: id, address, university, counted level, 'cse=540 others=60'. */
export function parseCollegeDetails(text: string): Map<string, CollegeDetails> {
  const details = new Map<string, CollegeDetails>();
  for (const [id = '', address = '', university = '', , intake = ''] of tsvRows(
    text,
    'institution-details-aicte.tsv',
    ['aicte_id'],
  )) {
    const byGroup = new Map(
      intake
        .split(' ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    const programs = PROGRAM_BRANCH_VALUES.filter((branch) => byGroup.has(branch)).map(
      (branch: ProgramBranch) => ({ branch, sections: sectionsFor(Number(byGroup.get(branch))) }),
    );
    details.set(id, { address, university, programs });
  }
  return details;
}

let loading: Promise<Map<string, CollegeDetails>> | undefined;

/** The details, read on the first college search (a chunk of its own: never part of the candidate form's index). */
export function loadCollegeDetails(): Promise<Map<string, CollegeDetails>> {
  loading ??= import('../../data/institution-details-aicte.tsv?raw').then((module) =>
    parseCollegeDetails(module.default),
  );
  return loading;
}
