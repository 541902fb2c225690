import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { toast } from 'sonner';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@/lib/constants';
import type { DraftRow } from '@/offline/db/app-db';
import { isQuotaError } from '@/offline/db/storage-errors';
import { setUnsavedWork } from '@/lib/unsaved-work';
import { deleteDraft, loadDraft, saveDraft } from './draft-store';
import { announceDraftSaved, onDraftSavedElsewhere, TAB_ID } from './tab-channel';
import './form-draft.css';

interface FormDraftProps {
  formId: string;
  /** The draft the form was opened with, if any (shown as restored). */
  restored: DraftRow | undefined;
  /** The form's blank values, for 'Discard draft'. */
  emptyValues: Record<string, unknown>;
}

type Notice = { kind: 'restored'; at: number } | { kind: 'other-tab'; at: number } | null;

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Lives inside a react-final-form form: saves its values as a draft while the user types (debounced, secrets
 * stripped), says when a draft was restored, offers 'Discard draft', and tells the user when another tab saved
 * newer work on the same form (last write wins; see docs/decisions.md).
 */
export function FormDraft({ formId, restored, emptyValues }: FormDraftProps) {
  const form = useForm();
  const [notice, setNotice] = useState<Notice>(
    restored ? { kind: 'restored', at: restored.updatedAt } : null,
  );
  const quotaWarned = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const save = () => {
      if (!pending) return;
      pending = false;
      // Read the state now: a form submitted or discarded since the last keystroke is no longer dirty.
      const { values, dirty } = form.getState();
      if (!dirty) return;
      saveDraft(formId, values as Record<string, unknown>, TAB_ID).then(
        (row) => announceDraftSaved({ formId, tabId: TAB_ID, updatedAt: row.updatedAt }),
        (error: unknown) => {
          if (quotaWarned.current) return;
          quotaWarned.current = true;
          toast.error(
            isQuotaError(error)
              ? 'Your draft could not be saved: this browser has run out of storage space. Your typing is kept on this page; free some space or submit the form.'
              : 'Your draft could not be saved on this device. Your typing is kept on this page.',
          );
        },
      );
    };
    const unsubscribe = form.subscribe(
      ({ dirty }) => {
        setUnsavedWork(formId, Boolean(dirty));
        if (!dirty) return;
        pending = true;
        clearTimeout(timer);
        timer = setTimeout(save, DRAFT_SAVE_DEBOUNCE_MS);
      },
      // Values are subscribed to so every change re-arms the save, even while the form stays dirty.
      { values: true, dirty: true },
    );
    // Closing or hiding the tab saves at once instead of waiting for the debounce.
    const flush = () => {
      clearTimeout(timer);
      save();
    };
    window.addEventListener('pagehide', flush);
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHidden);
    const stopListening = onDraftSavedElsewhere(formId, (message) =>
      setNotice({ kind: 'other-tab', at: message.updatedAt }),
    );
    return () => {
      flush();
      unsubscribe();
      stopListening();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      setUnsavedWork(formId, false);
    };
  }, [form, formId]);

  if (!notice) return null;

  async function discard() {
    await deleteDraft(formId);
    form.restart(emptyValues);
    setNotice(null);
  }

  async function loadOtherTab() {
    const row = await loadDraft(formId);
    if (row) form.restart(row.values);
    setNotice(row ? { kind: 'restored', at: row.updatedAt } : null);
  }

  return (
    <div className="draft-notice" role="status">
      {notice.kind === 'restored' ? (
        <p>
          We restored your draft saved at {timeOf(notice.at)}. Passwords are never saved, so enter them again.
        </p>
      ) : (
        <p>
          This form was also edited in another tab at {timeOf(notice.at)}; that tab&apos;s version is the
          saved draft now. Keep typing here to make this version the draft, or load the other one.
        </p>
      )}
      <div className="draft-notice__actions">
        {notice.kind === 'other-tab' && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void loadOtherTab()}>
            Load the other tab&apos;s version
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void discard()}>
          Discard draft
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setNotice(null)}
          aria-label="Dismiss notice"
        >
          ✕
        </button>
      </div>
    </div>
  );
}
