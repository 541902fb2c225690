/** Names and field labels for the form rules' property tests (src/lib/validation/form-rules*.property.test.ts). */
import fc from 'fast-check';
import { ASCII_DIGITS, ASCII_LETTERS, hostileText, padded, stringOf } from './arbitraries';

/** The punctuation an organisation's name may hold (spec section 5). */
export const ORG_PUNCTUATION = "-.'’(),&";
/** Names typed in Indian scripts, with their vowel signs and viramas, and a decomposed accent. */
const INDIC = 'अनुष्का शर्मा கார்த்திக் সৌমিত্র ಅನನ್ಯಾ e\u0301';

/** Text that looks like a name, nearly one, or nothing like one. */
export const nameLike = fc.oneof(
  hostileText,
  padded(stringOf(`${ASCII_LETTERS} ${ORG_PUNCTUATION}`, { maxLength: 20 })),
  stringOf(`ab .&(${ASCII_DIGITS}_@é`, { maxLength: 6 }),
  stringOf(`${INDIC}'’-.2_`, { maxLength: 12 }),
);
/** The forms' own labels, and hostile ones. */
export const fieldLabel = fc.oneof(
  fc.constantFrom('College name', 'TPO name', 'Company name', 'Technical lead name', 'HR name'),
  hostileText,
);
