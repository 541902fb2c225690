import { useFormState } from 'react-final-form';
import { ctcTotal, formatLpa, formatRupees } from '@/lib/season/money';
import { tierOf, type SeasonPolicy } from '@/lib/season/policy';
import { tierLabel } from '@/lib/season/tiers';
import { TextField } from '@/ui/form/text-field';
import { DRIVE_FORM_LABELS as L, readCtc, type DriveFormValues } from '../../model/drive-form-values';

const rupees = { inputMode: 'numeric' as const, autoComplete: 'off', placeholder: 'e.g. 6,50,000' };

/**
 * The CTC in figures, part by part; the total and (where the college's policy is known) the drive's tier. When
 * `locked` says why the CTC cannot change, its fields are read-only and the reason stands under the heading.
 */
export function CtcSection({ policy, locked }: { policy: SeasonPolicy | undefined; locked?: string }) {
  const { values } = useFormState<DriveFormValues>({ subscription: { values: true } });
  const { ctc } = readCtc(values);
  const total = ctc ? ctcTotal(ctc) : undefined;
  return (
    <section className="card drive-form__section" aria-labelledby="ctc-heading">
      <h2 id="ctc-heading">CTC</h2>
      {locked && <p className="drive-form__locked">{locked}</p>}
      <div className="form-columns">
        <TextField name="fixed" label={L.fixed} required readOnly={Boolean(locked)} {...rupees} />
        <TextField
          name="variable"
          label={L.variable}
          hint="Blank for none"
          readOnly={Boolean(locked)}
          {...rupees}
        />
        <TextField
          name="joiningBonus"
          label={L.joiningBonus}
          hint="Blank for none"
          readOnly={Boolean(locked)}
          {...rupees}
        />
      </div>
      <p className="ctc-total" role="status">
        {total === undefined ? (
          'The total and the tier show once the fixed pay is given in figures.'
        ) : (
          <>
            Total CTC <strong>{formatRupees(total)}</strong> ({formatLpa(total)})
            {policy ? (
              <>
                {' '}
                · tier <strong>{tierLabel(tierOf(total, policy))}</strong> under the season's policy (version{' '}
                {policy.version})
              </>
            ) : (
              ' · the tier follows from the college’s policy'
            )}
          </>
        )}
      </p>
    </section>
  );
}
