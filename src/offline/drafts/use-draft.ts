import { startTransition, useEffect, useState } from 'react';
import type { DraftRow } from '@/offline/db/app-db';
import { loadDraft } from './draft-store';

export type DraftLoad = { status: 'loading' } | { status: 'ready'; draft: DraftRow | undefined };

/** Loads a form's saved draft once; the form renders when it is ready (with the draft as initial values). */
export function useDraft(formId: string): DraftLoad {
  const [load, setLoad] = useState<DraftLoad & { formId: string }>({ status: 'loading', formId });
  useEffect(() => {
    let live = true;
    // A transition: a long form then renders in slices that leave the main thread free between them.
    const ready = (draft: DraftRow | undefined) => {
      if (live) startTransition(() => setLoad({ status: 'ready', draft, formId }));
    };
    loadDraft(formId).then(ready, () => ready(undefined));
    return () => {
      live = false;
    };
  }, [formId]);
  return load.formId === formId ? load : { status: 'loading' };
}
