import { useState } from 'react';
import { toast } from 'sonner';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { saveAuditSettings } from '../api/audit-api';

/** The college's choice: students read the member's name beside the role in their history (off by default). */
export function NameSetting({ shown, onSaved }: { shown: boolean; onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  async function change(next: boolean) {
    setSaving(true);
    try {
      await saveAuditSettings(next);
      toast.success(next ? 'Students now see who decided, by name.' : 'Students now see the role only.');
      onSaved();
    } catch (error) {
      toast.error(portalErrorMessage(error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        checked={shown}
        disabled={saving}
        onChange={(event) => void change(event.target.checked)}
      />{' '}
      Show students the name of the member who decided (otherwise they see the role only)
    </label>
  );
}
