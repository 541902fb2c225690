import { BRAND } from '@/lib/brand';
import { CheckboxField } from '@/ui/form/checkbox-field';

/** The privacy text every organisation form shows, the acknowledgment checkbox, and the support contact. */
export function Acknowledgment({
  name = 'acknowledge',
  organisation,
}: {
  name?: string;
  organisation: string;
}) {
  return (
    <div className="stack">
      <p>
        By submitting this form you authorise {BRAND.name} to contact your {organisation} and to use its name
        and the details given here to reach out to companies and other organisations on its behalf. We keep
        these details only for that purpose; read our Privacy Policy for how they are stored and how to have
        them removed.
      </p>
      <CheckboxField name={name} label="I have read and agree to the Privacy Policy." />
      <p className="muted">
        Questions about this form? Write to <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
      </p>
    </div>
  );
}
