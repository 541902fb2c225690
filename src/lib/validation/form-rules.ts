import { STUDENT_STRENGTH_MAX, STUDENT_STRENGTH_MIN } from '../constants';
import { RESUME_ACCEPTED_EXTENSIONS } from '../options/candidate';
import { problemNote, type InputReading } from './input-reading';
import { fieldMessage, MSG } from './messages';
import { fitsUploadLimit } from './upload-limit';
import type { Validator } from './rules';

/**
 * A letter is a letter in every script, with its combining marks (Unicode L and M: the vowel signs of
 * Devanagari, Tamil, Bengali...), compared after NFC (issue 19). One definition for every name rule below.
 */
const LETTER = '\\p{L}\\p{M}';
/** Apostrophes as keyboards type them: ' and the ’ phones put in. */
const APOSTROPHES = "'\u2019";

/** Letters, spaces and - . ' ( ) , & : the characters organisation and contact names may use. */
const ORG_NAME_PATTERN = new RegExp(`^[${LETTER}\\s\\-.${APOSTROPHES}(),&]+$`, 'u');
const ORG_NAME_DISALLOWED = new RegExp(`[^${LETTER}\\s\\-.${APOSTROPHES}(),&]`, 'gu');
/**
 * A person's name: letters (any script), spaces, and the apostrophe, hyphen and full stop names carry
 * ('K. R. D'Souza', 'Anne-Marie'), as the spec allows in the TPO's name (docs/decisions/, issue 19).
 */
const PERSON_NAME_CHARACTERS = `${LETTER}\\s\\-.${APOSTROPHES}`;
const PERSON_NAME_DISALLOWED = new RegExp(`[^${PERSON_NAME_CHARACTERS}]`, 'gu');
const PERSON_NAME_PATTERN = new RegExp(`^[${PERSON_NAME_CHARACTERS}]*$`, 'u');

export const required =
  (field: string): Validator<string | undefined> =>
  (value) =>
    value?.trim() ? undefined : fieldMessage.required(field);

/** College, TPO, company and contact names: required, allowed characters, minimum length. */
export function validateOrgName(field: string, minLength: number): Validator<string | undefined> {
  return (value) => {
    const text = value?.trim() ?? '';
    if (!text) return fieldMessage.required(field);
    if (!ORG_NAME_PATTERN.test(text)) return fieldMessage.orgNameCharacters(field);
    if (text.length < minLength) return fieldMessage.minLength(field, minLength);
    return undefined;
  };
}

/**
 * Company-side names and the company form's job titles lose disallowed characters while typing (spec section 5),
 * and say so with the field's character message (issue 14).
 */
export const readNameCharacters =
  (field: string) =>
  (raw: string): InputReading => {
    const composed = raw.normalize('NFC');
    const kept = composed.replace(ORG_NAME_DISALLOWED, '');
    const value = kept.normalize('NFC');
    return kept === composed
      ? { value }
      : { value, note: problemNote(fieldMessage.orgNameCharacters(field)) };
  };

/**
 * Candidate names: a person's name characters (PERSON_NAME_DISALLOWED), in NFC, repeated spaces collapsed; a note
 * with the spec's message when anything else was removed.
 */
export function readCandidateName(raw: string): InputReading {
  const composed = raw.normalize('NFC');
  const kept = composed.replace(PERSON_NAME_DISALLOWED, '');
  // Again after stripping: marks that were apart can meet and take their canonical order.
  const value = kept
    .normalize('NFC')
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s+/, '');
  return kept === composed ? { value } : { value, note: problemNote(MSG.nameLettersOnly) };
}

/** Whether a name is one a person's name field keeps whole (the mock refuses others, as a server would). */
export const isPersonName = (name: string) => PERSON_NAME_PATTERN.test(name.normalize('NFC'));

/** Longer than a field's maximum (TEXT_MAX_LENGTH), in the units the browser's maxlength counts. */
export const validateMaxLength =
  (field: string, max: number): Validator<string | undefined> =>
  (value) =>
    (value ?? '').length > max ? fieldMessage.maxLength(field, max) : undefined;

/** Tabs, line breaks, other control characters and lone surrogates: what a one-line printable text lacks. */
export const NON_PRINTABLE_PATTERN = /[\p{Cc}\p{Cs}]/u;

/**
 * The dashboard's job title (Post/Edit Job): any printable text, as typed ('C/C++ Firmware Engineer 2026',
 * 'Node.js Developer (L2) – #Payments'); unlike the registration form, which keeps the spec's name characters.
 */
export const validatePrintableTitle =
  (field: string): Validator<string | undefined> =>
  (value) => {
    if (!value?.trim()) return fieldMessage.required(field);
    return NON_PRINTABLE_PATTERN.test(value) ? fieldMessage.printable(field) : undefined;
  };

export const validateStudentStrength: Validator<string | undefined> = (value) => {
  const text = value?.trim() ?? '';
  if (!text) return fieldMessage.required('Student strength');
  if (!/^\d+$/.test(text) || Number(text) < STUDENT_STRENGTH_MIN) return MSG.studentStrength;
  if (Number(text) > STUDENT_STRENGTH_MAX) return MSG.studentStrengthTooHigh;
  return undefined;
};

/** A DNS host name ending in a top-level domain of letters ('www.example.co.in'; IDNs arrive as punycode). */
const WEB_HOST_PATTERN = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i;

export function isValidUrl(value: string): boolean {
  const text = value.trim();
  if (!text || /\s/.test(text)) return false;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    // No credentials: 'javascript:alert(1)@example.com' parses as user 'javascript' at example.com.
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      WEB_HOST_PATTERN.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Optional URL: empty is fine, anything else must be a web address. */
export const validateOptionalUrl: Validator<string | undefined> = (value) =>
  !value?.trim() || isValidUrl(value) ? undefined : MSG.invalidWebsite;

export const validateRequiredUrl =
  (field: string): Validator<string | undefined> =>
  (value) => {
    if (!value?.trim()) return fieldMessage.required(field);
    return isValidUrl(value) ? undefined : MSG.invalidWebsite;
  };

/** The candidate form's college: required and must contain letters once digits and symbols are removed. */
export const validateCandidateCollege: Validator<string | undefined> = (value) => {
  if (!value?.trim()) return MSG.collegeNameRequired;
  return /[A-Za-z]/.test(value) ? undefined : MSG.collegeNameLetters;
};

/** A resume must be PDF, DOC or DOCX and within the upload limit (the contract's rule too: src/lib/api/registration-contract.ts). */
export function validateResumeFile(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return MSG.resumeType;
  return fitsUploadLimit(file.size) ? undefined : MSG.resumeSize;
}
