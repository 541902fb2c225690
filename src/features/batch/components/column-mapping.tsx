import {
  RECORD_COLUMNS,
  RECORD_FIELDS,
  type ColumnMapping,
  type RecordField,
} from '@/lib/season/record-columns';
import { FieldShell } from '@/ui/form/field-shell';

interface ColumnMappingProps {
  headings: readonly string[];
  mapping: ColumnMapping;
  missing: readonly RecordField[];
  onChange: (mapping: ColumnMapping) => void;
}

const NOT_IN_FILE = '';

/**
 * Which column of the file fills each field, as guessed from its headings; the TPO corrects a guess by choosing
 * another column. A required field with no column says so (nothing can be imported until it has one).
 */
export function ColumnMappingForm({ headings, mapping, missing, onChange }: ColumnMappingProps) {
  function choose(field: RecordField, value: string) {
    const next = { ...mapping };
    if (value === NOT_IN_FILE) delete next[field];
    else next[field] = Number(value);
    onChange(next);
  }
  return (
    <details className="batch-mapping" open={missing.length > 0}>
      <summary>
        Columns of the file{' '}
        <span className="muted">
          ({missing.length ? `${missing.length} to choose` : 'all matched; change any that are wrong'})
        </span>
      </summary>
      <div className="batch-mapping__grid">
        {RECORD_FIELDS.map((field) => {
          const spec = RECORD_COLUMNS[field];
          return (
            <FieldShell
              key={field}
              label={spec.label}
              required={spec.required}
              error={missing.includes(field) ? 'Choose the column that holds this' : undefined}
            >
              {(a11y) => (
                <select
                  {...a11y}
                  className="field__input"
                  value={mapping[field] ?? NOT_IN_FILE}
                  onChange={(event) => choose(field, event.target.value)}
                >
                  <option value={NOT_IN_FILE}>Not in the file</option>
                  {headings.map((heading, index) => (
                    <option key={index} value={index}>
                      {heading || `Column ${index + 1}`}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
          );
        })}
      </div>
    </details>
  );
}
