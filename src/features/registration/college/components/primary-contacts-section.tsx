import { useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { MSG } from '@/lib/validation/messages';
import { buttonClass } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ResultDialog } from '@/ui/result-dialog';
import { FormSection } from '../../shared/form-section';
import { emptyPrimaryContact, type PrimaryContactRow } from '../model/college-form-values';
import { COLLEGE_TEXT } from '../model/college-wording';
import { PrimaryContactFields } from './primary-contact-fields';

const FIELD = 'primary_contacts';

/** Repeatable primary contacts: starts with one row; delete asks first, and the last row cannot be deleted. */
export function PrimaryContactsSection() {
  const form = useForm();
  const rows = useField<PrimaryContactRow[] | ''>(FIELD, { subscription: { value: true } }).input.value || [];
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [lastRowGuard, setLastRowGuard] = useState(false);
  const [addedRowId, setAddedRowId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const currentRows = () => (form.getState().values as { [FIELD]?: PrimaryContactRow[] })[FIELD] ?? [];

  function requestDelete(id: string) {
    if (currentRows().length <= 1) setLastRowGuard(true);
    else setPendingDelete(id);
  }

  function confirmDelete() {
    form.change(
      FIELD,
      currentRows().filter((row) => row.id !== pendingDelete),
    );
    setPendingDelete(null);
    // The pressed Delete button is gone with its row; continue from the Add button.
    setTimeout(() => addButton.current?.focus(), 0);
  }

  function addRow() {
    const row = emptyPrimaryContact();
    form.change(FIELD, [...currentRows(), row]);
    setAddedRowId(row.id);
  }

  return (
    <FormSection
      number={2}
      title="Primary contact (Industry courses & Skills discussion)"
      description="Department contacts we can talk to about industry courses and skills. They do not get an account."
    >
      {rows.map((row, index) => (
        <PrimaryContactFields
          key={row.id}
          index={index}
          focusName={row.id === addedRowId}
          onDelete={() => requestDelete(row.id)}
        />
      ))}
      <div>
        <button
          ref={addButton}
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={addRow}
        >
          Add another primary contact
        </button>
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={COLLEGE_TEXT.deleteContactTitle}
        message={MSG.deletePrimaryContact}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
      <ResultDialog
        open={lastRowGuard}
        type="warning"
        title={MSG.cannotDeleteTitle}
        message={MSG.lastPrimaryContact}
        onClose={() => setLastRowGuard(false)}
      />
    </FormSection>
  );
}
