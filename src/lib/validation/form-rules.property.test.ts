import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASCII_DIGITS,
  HTML_FRAGMENTS,
  hostileText,
  hugeText,
  isDigit,
  isLetter,
  padded,
  runs,
  stringOf,
} from '../../../tests/support/arbitraries';
import {
  isValidUrl,
  required,
  NON_PRINTABLE_PATTERN,
  validateCandidateCollege,
  validateMaxLength,
  validateOptionalUrl,
  validatePrintableTitle,
  validateRequiredUrl,
  validateResumeFile,
  validateStudentStrength,
} from './form-rules';
import { fieldLabel, nameLike } from '../../../tests/support/name-arbitraries';

/* Oracles from spec section 5, written without the regular expressions of form-rules.ts. */
const RUNS = runs(1000);
const HUGE_RUNS = runs(25);

describe('maximum lengths (property)', () => {
  it('accept up to the maximum, in UTF-16 units as the browser counts, and name the field and the limit', () => {
    fc.assert(
      fc.property(fieldLabel, fc.integer({ min: 1, max: 200 }), hostileText, (field, max, value) => {
        expect(validateMaxLength(field, max)(value)).toBe(
          value.length <= max ? undefined : `${field} must be at most ${max} characters long`,
        );
      }),
      RUNS,
    );
  });
});

describe('the dashboard job title (property)', () => {
  /** C0 and C1 controls and lone surrogates, one UTF-16 unit at a time (no regular expression). */
  const isNonPrintableUnit = (unit: number, units: number[], at: number) => {
    if (unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f)) return true;
    const high = unit >= 0xd800 && unit <= 0xdbff;
    const low = unit >= 0xdc00 && unit <= 0xdfff;
    const next = units[at + 1] ?? 0;
    const previous = units[at - 1] ?? 0;
    if (high) return !(next >= 0xdc00 && next <= 0xdfff);
    if (low) return !(previous >= 0xd800 && previous <= 0xdbff);
    return false;
  };
  const titleLike = fc.oneof(
    hostileText,
    stringOf('C/++#.()–-L2 Node.js\t', { maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 10 }),
  );

  it('accepts any printable text and refuses only blanks and control characters', () => {
    fc.assert(
      fc.property(titleLike, (value) => {
        const units = [...value].flatMap((char) =>
          char.length === 2 ? [char.charCodeAt(0), char.charCodeAt(1)] : [char.charCodeAt(0)],
        );
        const nonPrintable = units.some((unit, at) => isNonPrintableUnit(unit, units, at));
        expect(NON_PRINTABLE_PATTERN.test(value)).toBe(nonPrintable);
        expect(validatePrintableTitle('Job title')(value)).toBe(
          !value.trim()
            ? 'Job title is required'
            : nonPrintable
              ? 'Job title cannot contain tabs or other control characters'
              : undefined,
        );
      }),
      RUNS,
    );
  });
});

describe('student strength (property)', () => {
  const strengthLike = fc.oneof(
    hostileText,
    padded(fc.integer({ min: -5, max: 250_000 }).map(String)),
    stringOf(`${ASCII_DIGITS}-+.e٣ `, { maxLength: 25 }),
  );

  it('is a whole number from 1 to 100000, with the spec messages', () => {
    fc.assert(
      fc.property(fc.option(strengthLike, { nil: undefined }), (value) => {
        const text = (value ?? '').trim();
        const expected = !text
          ? 'Student strength is required'
          : ![...text].every(isDigit) || BigInt(text) === 0n
            ? 'Student strength must be a positive number greater than 0'
            : BigInt(text) > 100_000n
              ? 'Student strength seems too high. Please verify the number.'
              : undefined;
        expect(validateStudentStrength(value)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('accepts every count from 1 to 100000 as typed', () => {
    fc.assert(
      fc.property(padded(fc.integer({ min: 1, max: 100_000 }).map(String)), (value) => {
        expect(validateStudentStrength(value)).toBeUndefined();
      }),
      RUNS,
    );
  });
});

/** What the form links to: the address, with https:// in front when no scheme was typed. */
function asLinked(value: string): URL {
  const text = value.trim();
  return new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
}
const DNS_HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/;

describe('website rule (property)', () => {
  const webUrl = fc.webUrl({
    validSchemes: ['http', 'https'],
    withQueryParameters: true,
    withFragments: true,
  });
  const urlLike = fc.oneof(
    hostileText,
    padded(webUrl),
    webUrl.map((url) => url.replace(/^https?:\/\//, '')),
    // Other schemes, credentials and script smuggled in front of something that ends like a domain.
    fc
      .tuple(
        fc.constantFrom('javascript:', 'data:text/html,', 'mailto:', 'vbscript:', 'ftp://', 'user:pass@', ''),
        fc.oneof(hostileText, fc.constantFrom(...HTML_FRAGMENTS, "'", 'alert(1)')),
        fc.constantFrom('@example.com', ".com';alert(1);'.com", '.com', '@x.co/', ''),
      )
      .map((parts) => parts.join('')),
  );

  it('accepts every http(s) address, with or without its scheme', () => {
    fc.assert(
      fc.property(webUrl, fc.boolean(), (url, dropScheme) => {
        expect(isValidUrl(dropScheme ? url.replace(/^https?:\/\//, '') : url)).toBe(true);
      }),
      RUNS,
    );
  });

  it('what it accepts links to an http(s) host name, without credentials, script or whitespace', () => {
    fc.assert(
      fc.property(urlLike, (value) => {
        if (!isValidUrl(value)) return;
        expect(value.trim()).not.toMatch(/\s/);
        const url = asLinked(value);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username + url.password).toBe('');
        expect(url.hostname).toMatch(DNS_HOST);
      }),
      RUNS,
    );
  });

  it('gives one of the spec messages: required, invalid, or nothing', () => {
    fc.assert(
      fc.property(fc.option(urlLike, { nil: undefined }), (value) => {
        const valid = value !== undefined && isValidUrl(value);
        const blank = !value?.trim();
        expect(validateOptionalUrl(value)).toBe(
          blank || valid
            ? undefined
            : 'Please enter a valid website URL (for example https://www.example.com)',
        );
        expect(validateRequiredUrl('Website')(value)).toBe(
          blank
            ? 'Website is required'
            : valid
              ? undefined
              : 'Please enter a valid website URL (for example https://www.example.com)',
        );
      }),
      RUNS,
    );
  });

  it('rejects 10,000-character text that is not an address', () => {
    fc.assert(
      fc.property(hugeText, (value) => {
        if (/\s/.test(value.trim())) expect(isValidUrl(value)).toBe(false);
      }),
      HUGE_RUNS,
    );
  });
});

describe('candidate college and required fields (property)', () => {
  it('the college needs a letter once digits and symbols are gone', () => {
    fc.assert(
      fc.property(fc.option(nameLike, { nil: undefined }), (value) => {
        const expected = !value?.trim()
          ? 'College name is required'
          : [...value].some(isLetter)
            ? undefined
            : 'College name must contain letters after removing special characters and numbers';
        expect(validateCandidateCollege(value)).toBe(expected);
      }),
      RUNS,
    );
  });

  it("'{field} is required' for blank text only", () => {
    fc.assert(
      fc.property(fieldLabel, fc.option(hostileText, { nil: undefined }), (field, value) => {
        expect(required(field)(value)).toBe(value?.trim() ? undefined : `${field} is required`);
      }),
      RUNS,
    );
  });
});

describe('resume file rule (property)', () => {
  const extension = fc.constantFrom(
    '.pdf',
    '.PDF',
    '.Doc',
    '.docx',
    '.DOCX',
    '.exe',
    '.pdf.exe',
    '.docx ',
    '.pd',
    '',
  );
  const size = fc.oneof(
    fc.integer({ min: 0, max: 12 * 1024 * 1024 }),
    fc.constantFrom(0, 5_242_879, 5_242_880, 5_242_881),
  );

  it('accepts PDF, DOC and DOCX under 5 MB; otherwise names the problem', () => {
    fc.assert(
      fc.property(hostileText, extension, size, (base, ext, bytes) => {
        const name = base + ext;
        const expected = !/\.(pdf|docx?)$/i.test(name)
          ? 'Please select a PDF, DOC, or DOCX file'
          : bytes >= 5_242_880
            ? 'File size must be less than 5MB'
            : undefined;
        expect(validateResumeFile({ name, size: bytes })).toBe(expected);
      }),
      RUNS,
    );
  });
});
