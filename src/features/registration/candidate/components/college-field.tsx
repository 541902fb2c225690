import { useField, useForm } from 'react-final-form';
import { MANUAL_COLLEGE_ENTRY_MIN_LENGTH, TEXT_MAX_LENGTH } from '@/lib/constants';
import { preloadInstitutionSearch, type InstitutionSuggestion } from '@/lib/institutions/local-search';
import { validateCandidateCollege, validateMaxLength } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import { Combobox, type ComboboxOption } from '@/ui/combobox';
import { FieldShell } from '@/ui/form/field-shell';
import { collegeMeta, collegeNameSegments, collegeText } from '../model/college-suggestion';
import type { CandidateFormValues, CollegeChoice } from '../model/candidate-values';
import { useInstitutionSuggestions } from './use-institution-suggestions';

function suggestionOption(suggestion: InstitutionSuggestion, query: string): ComboboxOption {
  return {
    key: suggestion.id,
    content: collegeNameSegments(suggestion, query).map((segment, index) =>
      segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
    ),
    meta: collegeMeta(suggestion),
  };
}

/** The college text goes into the registration as is: it has the organisation names' maximum. */
const validateCollegeLength = validateMaxLength('College', TEXT_MAX_LENGTH.organisationName);

/**
 * The student's college: suggestions from the bundled institution list as they type, or their own text when
 * the list lacks it. The text is what is sent; `collegeChoice` records how it was chosen.
 */
export function CollegeField() {
  const form = useForm<CandidateFormValues>();
  const { input, meta } = useField<string>('college', {
    // Blocking: the server refuses a longer name. The spec's college rules are submit checks (spec section 5).
    validate: validateCollegeLength,
    subscription: { value: true, touched: true, submitFailed: true },
  });
  const rawChoice = useField<CollegeChoice | ''>('collegeChoice', { subscription: { value: true } }).input
    .value;
  const chosen = Boolean(rawChoice);
  const text = input.value ?? '';
  // Once chosen (picked or entered manually), the text stands; typing again reopens the search.
  const { suggestions, settled } = useInstitutionSuggestions(chosen ? '' : text);
  const offerManualEntry =
    !chosen && settled && suggestions.length === 0 && text.trim().length > MANUAL_COLLEGE_ENTRY_MIN_LENGTH;
  // Too long shows at once, as in the field kit: it comes from a paste, not from typing.
  const tooLong = validateCollegeLength(text);
  const error = tooLong ?? (meta.touched || meta.submitFailed ? validateCandidateCollege(text) : undefined);

  return (
    <FieldShell
      label="College"
      required
      error={error}
      live
      hint="Start typing to pick your college from the list, or enter it yourself."
    >
      {(a11y) => (
        <Combobox
          a11y={a11y}
          name="college"
          value={text}
          placeholder="e.g. R V College of Engineering"
          maxLength={TEXT_MAX_LENGTH.organisationName}
          onInputChange={(next) =>
            form.batch(() => {
              form.change('college', next);
              form.change('collegeChoice', undefined);
            })
          }
          onBlur={input.onBlur}
          onFocus={preloadInstitutionSearch}
          options={suggestions.map((suggestion) => suggestionOption(suggestion, text))}
          onSelect={(id) => {
            const picked = suggestions.find((suggestion) => suggestion.id === id);
            if (!picked) return;
            form.batch(() => {
              form.change('college', collegeText(picked));
              form.change('collegeChoice', { source: 'suggestion', id });
            });
          }}
          extraOption={
            offerManualEntry
              ? {
                  label: MSG.manualCollegeEntry,
                  onSelect: () => form.change('collegeChoice', { source: 'manual' }),
                }
              : undefined
          }
        />
      )}
    </FieldShell>
  );
}
