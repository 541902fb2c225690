import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { toast } from 'sonner';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@/lib/constants';
import type { DraftRow } from '@/offline/db/app-db';
import { isQuotaError } from '@/offline/db/storage-errors';
import { setUnsavedWork } from '@/lib/unsaved-work';
import { deleteDraft, loadDraft, onDraftChange, saveDraft } from './draft-store';
import { fitDraft } from './fit-draft';
import { announceDraftSaved, onDraftSavedElsewhere, TAB_ID } from './tab-channel';
import './form-draft.css';

interface FormDraftProps<Values extends object> {
  formId: string;
  /** The draft the form was opened with, if any (shown as restored). */
  restored: DraftRow | undefined;
  /** Part of the restored draft no longer fitted the form and was left out (fitDraft). */
  restoredPartly?: boolean;
  /** The form's blank values, for 'Discard draft' and to fit a loaded draft to. */
  emptyValues: Values;
  /** The form has password fields, which a draft never keeps: the notice asks for them again. */
  hasPasswords?: boolean;
  /**
   * How the notice writes the time a draft was saved. A season's form passes the college's (its zone named, as every
   * other time on those screens: src/lib/season/college-time.ts, collegeSavedTime), so the other forms need not load
   * the zones; without it, the device's clock time.
   */
  savedTime?: ((at: number) => string) | undefined;
}

type Notice = { kind: 'restored' | 'other-tab' | 'returned'; at: number; partly?: boolean } | null;

/** Said after the restored notice on a form with passwords. */
const PASSWORDS_TEXT = 'Passwords are never saved, so enter them again.';

/** Said after the notice when part of a loaded draft did not fit the form (a draft of an older version). */
const LEFT_OUT_TEXT = 'Part of it no longer fits this form and was left out; please check your details.';

const NOTICE_TEXT: Record<NonNullable<Notice>['kind'], (time: string) => string> = {
  restored: (time) => `We restored your draft saved at ${time}.`,
  'other-tab': (time) =>
    `This form was also edited in another tab at ${time}; that tab’s version is the saved draft now. Keep typing here to make this version the draft, or load the other one.`,
  returned: (time) =>
    `A submission of this form came back at ${time} and its details were saved as a draft. Keep typing here, or load them (passwords are not kept).`,
};

const deviceTime = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Lives inside a react-final-form form: saves its values as a draft while the user types (debounced, secrets
 * stripped), says when a draft was restored, offers 'Discard draft', and tells the user when another tab saved
 * newer work on the same form (last write wins; see docs/decisions/).
 */
export function FormDraft<Values extends object>({
  formId,
  restored,
  restoredPartly,
  emptyValues,
  hasPasswords = true,
  savedTime = deviceTime,
}: FormDraftProps<Values>) {
  const form = useForm<Values>();
  const [notice, setNotice] = useState<Notice>(
    restored ? { kind: 'restored', at: restored.updatedAt, partly: Boolean(restoredPartly) } : null,
  );
  const quotaWarned = useRef(false);

  /** Loads the saved draft into the form (another tab's, or a refused submission's). */
  const loadSaved = useCallback(async () => {
    const row = await loadDraft(formId);
    if (!row) {
      setNotice(null);
      return;
    }
    const { values, dropped } = fitDraft(row.values, emptyValues);
    form.restart(values);
    setNotice({ kind: 'restored', at: row.updatedAt, partly: dropped.length > 0 });
  }, [form, formId, emptyValues]);

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
    const stopChanges = onDraftChange((changed, change) => {
      if (changed !== formId) return;
      // A submit that went through (or a discard) deleted the draft: 'we restored your draft' is no longer true.
      if (change === 'deleted') setNotice(null);
      // A queued submission came back refused: an untouched form takes its values at once; a form being
      // filled in again is not overwritten, it offers them.
      else if (form.getState().dirty) setNotice({ kind: 'returned', at: Date.now() });
      else void loadSaved();
    });
    return () => {
      flush();
      unsubscribe();
      stopListening();
      stopChanges();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      setUnsavedWork(formId, false);
    };
  }, [form, formId, loadSaved]);

  if (!notice) return null;

  async function discard() {
    await deleteDraft(formId);
    form.restart(emptyValues);
    setNotice(null);
  }

  return (
    <div className="draft-notice" role="status">
      <p>
        {NOTICE_TEXT[notice.kind](savedTime(notice.at))}
        {notice.kind === 'restored' && hasPasswords && ` ${PASSWORDS_TEXT}`}
        {notice.partly && ` ${LEFT_OUT_TEXT}`}
      </p>
      <div className="draft-notice__actions">
        {notice.kind !== 'restored' && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void loadSaved()}>
            {notice.kind === 'other-tab' ? 'Load the other tab’s version' : 'Load the returned details'}
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
