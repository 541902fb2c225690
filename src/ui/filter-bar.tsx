import type { FormEvent } from 'react';
import { Button } from './button';
import { FieldShell } from './form/field-shell';
import './styles/lists.css';

export interface FilterField {
  name: string;
  label: string;
  /** Text and dates are applied on Enter or the button (not per keystroke); a select at once. */
  kind: 'text' | 'date' | 'select';
  options?: readonly { value: string; label: string }[];
  /** The select's "no filter" choice. */
  anyLabel?: string;
  placeholder?: string;
  wide?: boolean;
}

interface FilterBarProps {
  /** Names the search landmark: 'Filter students'. */
  label: string;
  fields: readonly FilterField[];
  /** The applied values (from the URL). */
  values: Record<string, string>;
  onChange: (change: Record<string, string>) => void;
}

function typedTexts(form: HTMLFormElement | null, fields: readonly FilterField[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of fields.filter(({ kind }) => kind !== 'select')) {
    const input = form?.elements.namedItem(field.name);
    if (input instanceof HTMLInputElement) texts[field.name] = input.value.trim();
  }
  return texts;
}

/**
 * The filter bar above a list. The applied filters live in the URL; the form is re-created when they change
 * elsewhere (a link, the back button), so what it shows is always what is applied.
 */
export function FilterBar({ label, fields, values, onChange }: FilterBarProps) {
  const textKey = fields
    .filter(({ kind }) => kind !== 'select')
    .map(({ name }) => values[name] ?? '')
    .join('\u0000');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(typedTexts(event.currentTarget, fields));
  }
  return (
    <form key={textKey} role="search" aria-label={label} className="panel filters" onSubmit={submit}>
      {fields.map((field) => (
        <FieldShell key={field.name} label={field.label} className={field.wide ? 'filters__grow' : undefined}>
          {(a11y) =>
            field.kind !== 'select' ? (
              <input
                {...a11y}
                type={field.kind === 'date' ? 'date' : 'search'}
                name={field.name}
                className="field__input"
                defaultValue={values[field.name] ?? ''}
                placeholder={field.placeholder}
              />
            ) : (
              <select
                {...a11y}
                name={field.name}
                className="field__input"
                value={values[field.name] ?? ''}
                onChange={(event) =>
                  onChange({ ...typedTexts(event.target.form, fields), [field.name]: event.target.value })
                }
              >
                <option value="">{field.anyLabel ?? 'Any'}</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )
          }
        </FieldShell>
      ))}
      <Button type="submit">Search</Button>
    </form>
  );
}
