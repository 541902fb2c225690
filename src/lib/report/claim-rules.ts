/**
 * What an outcome claim must hold, by kind, with the reasons as data (one per field) so the form marks the field
 * and the server answers with the same reasons (422 claim_incomplete). Pure; used by the form and the mock.
 */
import { fitsUploadLimit, UPLOAD_LIMIT_TEXT } from '../validation/upload-limit';
import { OFFER_CLAIM_KINDS, type ClaimKind } from './claim-machine';

/** An offer letter is a PDF or a photo of the letter. */
export const LETTER_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

export interface ClaimFacts {
  kind: ClaimKind;
  institution?: string;
  course?: string;
  company?: string;
  fixed?: number;
  offeredOn?: string;
  letter?: { name: string; size: number };
}

type ClaimField = 'institution' | 'course' | 'company' | 'fixed' | 'offeredOn' | 'letter';
export interface ClaimProblem {
  field: ClaimField;
  message: string;
}

const blank = (text: string | undefined) => !text?.trim();

function letterProblem(letter: ClaimFacts['letter']): string | undefined {
  if (!letter) return 'Attach the offer letter';
  const name = letter.name.toLowerCase();
  if (!LETTER_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return 'The offer letter must be a PDF, PNG or JPEG file';
  return fitsUploadLimit(letter.size) ? undefined : `The offer letter must be ${UPLOAD_LIMIT_TEXT}`;
}

/** Every field the claim lacks or gets wrong; empty when it can be saved. */
export function claimProblems(facts: ClaimFacts): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  const add = (field: ClaimField, message: string | undefined) => {
    if (message) problems.push({ field, message });
  };
  if (facts.kind === 'higher-studies') {
    add('institution', blank(facts.institution) ? 'Enter the institution' : undefined);
    add('course', blank(facts.course) ? 'Enter the programme (for example M.Tech in VLSI)' : undefined);
  }
  if (OFFER_CLAIM_KINDS.includes(facts.kind)) {
    add('company', blank(facts.company) ? 'Enter the company' : undefined);
    add('fixed', !facts.fixed || facts.fixed <= 0 ? 'Enter the fixed pay in rupees per annum' : undefined);
    add('offeredOn', blank(facts.offeredOn) ? 'Enter the date of the offer' : undefined);
    add('letter', letterProblem(facts.letter));
  }
  return problems;
}
