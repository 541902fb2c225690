import { useEffect, useState } from 'react';
import type { DraftRow } from '@/lib/db/app-db';
import { loadDraft } from './draft-store';

export type DraftLoad = { status: 'loading' } | { status: 'ready'; draft: DraftRow | undefined };

/** Loads a form's saved draft once; the form renders when it is ready (with the draft as initial values). */
export function useDraft(formId: string): DraftLoad {
  const [load, setLoad] = useState<DraftLoad & { formId: string }>({ status: 'loading', formId });
  useEffect(() => {
    let live = true;
    loadDraft(formId).then(
      (draft) => live && setLoad({ status: 'ready', draft, formId }),
      () => live && setLoad({ status: 'ready', draft: undefined, formId }),
    );
    return () => {
      live = false;
    };
  }, [formId]);
  return load.formId === formId ? load : { status: 'loading' };
}
