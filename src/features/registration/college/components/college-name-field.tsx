import { useField, useForm } from 'react-final-form';
import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { highlightSegments } from '@/lib/text/highlight';
import { Combobox, type ComboboxOption } from '@/ui/combobox';
import { FieldShell } from '@/ui/form/field-shell';
import { validateCollegeName, validateCollegeNameLength } from '../model/college-field-rules';
import type { CollegeFormValues } from '../model/college-form-values';
import { applyChanges, changesOnClearedName, changesOnPick } from '../model/college-pick';
import { COLLEGE_TEXT } from '../model/college-wording';
import { useCollegeSearch } from './use-college-search';

function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightSegments(text, query).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
  );
}

function toOption(college: CollegeSuggestion, query: string): ComboboxOption {
  return {
    key: college.id,
    content: <Highlighted text={college.name} query={query} />,
    meta: college.city,
  };
}

/**
 * The institution name with server suggestions. Picking one fills the name, and the address and affiliation the
 * TPO has not typed (changesOnPick), and remembers the pick in the form values; typing again drops the pick, and
 * clearing the name also takes back what the picks filled (changesOnClearedName).
 */
export function CollegeNameField() {
  const form = useForm();
  const { input, meta } = useField<string>('college_name', {
    validate: validateCollegeName,
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const pickValue = useField<CollegeSuggestion | ''>('collegePick', { subscription: { value: true } }).input
    .value;
  const pick = pickValue || undefined;
  const name = input.value ?? '';
  // After a pick the name is the institution's own: no need to search for it again.
  const { status, colleges } = useCollegeSearch(pick ? '' : name);
  // Too long shows at once, as in the field kit: it comes from a paste, not from typing.
  const tooLong = validateCollegeNameLength(name);
  const error =
    tooLong ??
    ((meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined);

  const values = () => form.getState().values as CollegeFormValues;

  function choose(key: string) {
    const college = colleges.find((candidate) => candidate.id === key);
    if (college) applyChanges(form, changesOnPick(values(), college));
  }

  const statusText =
    status === 'searching'
      ? COLLEGE_TEXT.searching
      : status === 'done' && colleges.length === 0
        ? COLLEGE_TEXT.noColleges
        : undefined;

  return (
    <FieldShell
      label="College name"
      required
      error={error}
      live
      hint={
        pick ? (
          <span className="field__verified">
            ✓ Selected from the list{pick.city ? `: ${pick.name}, ${pick.city}` : ''}
          </span>
        ) : (
          'Start typing to see matching institutions, or enter the full name.'
        )
      }
    >
      {(a11y) => (
        <Combobox
          a11y={a11y}
          name="college_name"
          value={name}
          onInputChange={(next) => {
            form.batch(() => {
              input.onChange(next);
              if (!next.trim()) applyChanges(form, changesOnClearedName(values()));
              else if (pick) form.change('collegePick', undefined);
            });
          }}
          onBlur={input.onBlur}
          options={colleges.map((college) => toOption(college, name))}
          onSelect={choose}
          statusText={statusText}
          maxLength={TEXT_MAX_LENGTH.organisationName}
        />
      )}
    </FieldShell>
  );
}
