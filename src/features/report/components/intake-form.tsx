import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { toast } from 'sonner';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { academicYear } from '@/lib/report/nirf';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { saveIntake } from '../api/report-api';

type Table = PlacementReportResponse['nirf'][number];
const FIELDS = [
  { key: 'intake', label: 'Intake (sanctioned)' },
  { key: 'admitted', label: 'First-year students admitted' },
  { key: 'lateral', label: 'Admitted through lateral entry' },
  { key: 'graduatingInMinimumTime', label: 'Graduating in minimum time' },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];
type Values = Record<string, Partial<Record<FieldKey, string>>>;

const wholeNumber = (value: string | undefined) =>
  value === undefined || value === '' || /^\d{1,6}$/.test(value.trim()) ? undefined : 'Enter a whole number';

/**
 * The admissions columns of one NIRF table, entered by the TPO (they come from admissions, not placements).
 * Saved through the API; a row with every field empty is left as it was.
 */
export function IntakeForm({ table, onSaved }: { table: Table; onSaved: () => void }) {
  const type = table.programmeType;
  const fields = FIELDS.filter((field) => field.key !== 'lateral' || type.lateralEntry);
  const initialValues: Values = Object.fromEntries(
    table.rows.map((row) => [
      `y${row.graduationYear}`,
      Object.fromEntries(fields.map((f) => [f.key, row.entered?.[f.key]?.toString() ?? ''])),
    ]),
  );
  // The form is built when the TPO opens it: a table's dozen fields, each registered with the form, made the
  // report's first render twice as long on a slow phone (docs/performance.md).
  const [open, setOpen] = useState(false);
  return (
    <details
      className="report-intake report-no-print"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Enter the admissions figures for {type.type}</summary>
      {open && (
        <Form<Values>
          initialValues={initialValues}
          decorators={SUBMIT_FOCUS}
          onSubmit={async (values) => {
            const entries = table.rows.flatMap((row) => {
              const entered = values[`y${row.graduationYear}`] ?? {};
              const number = (key: FieldKey) => Number(entered[key] ?? 0) || 0;
              if (fields.every((f) => !entered[f.key])) return [];
              return [
                {
                  programmeType: type.type,
                  graduationYear: row.graduationYear,
                  intake: number('intake'),
                  admitted: number('admitted'),
                  ...(type.lateralEntry && { lateral: number('lateral') }),
                  graduatingInMinimumTime: number('graduatingInMinimumTime'),
                },
              ];
            });
            if (entries.length === 0) return { [FORM_ERROR]: 'Enter the figures of at least one batch' };
            try {
              await saveIntake(entries);
            } catch (error) {
              return { [FORM_ERROR]: portalErrorMessage(error) };
            }
            toast.success(`Admissions figures for ${type.type} saved`);
            onSaved();
            return undefined;
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="report-intake__form">
              <ErrorBox message={submitError as string | undefined} />
              {table.rows.map((row) => (
                <fieldset key={row.graduationYear} className="report-intake__batch">
                  <legend>Graduating {academicYear(row.graduationYear)}</legend>
                  {fields.map((field) => (
                    <TextField
                      key={field.key}
                      name={`y${row.graduationYear}.${field.key}`}
                      label={`${field.label}, ${academicYear(row.graduationYear)}`}
                      inputMode="numeric"
                      maxLength={6}
                      validate={wholeNumber}
                    />
                  ))}
                </fieldset>
              ))}
              <Button type="submit" busy={submitting}>
                Save admissions figures
              </Button>
            </form>
          )}
        </Form>
      )}
    </details>
  );
}
