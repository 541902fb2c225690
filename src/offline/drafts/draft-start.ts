import type { FormApi } from 'final-form';
import type { DraftRow } from '@/offline/db/app-db';
import { deleteDraft } from './draft-store';
import { fitDraft } from './fit-draft';

/**
 * The values a form opens with: its saved draft fitted to the form's blank values (a draft of an older version may
 * not fit; `partly` says part of it was left out), else the blank values. Read it once per mount (useState): a new
 * object on each render would make react-final-form start the form again.
 */
export function draftStart<Values>(
  restored: DraftRow | undefined,
  blank: Values,
): { values: Values; partly: boolean } {
  if (!restored) return { values: blank, partly: false };
  const { values, dropped } = fitDraft(restored.values, blank);
  return { values, partly: dropped.length > 0 };
}

/**
 * Once the server took a form's values (a drive published, a policy saved): the form holds them as its saved state,
 * so nothing is left to keep, and its draft goes. Restarting first stops a pending save from writing the draft back.
 */
export async function settleDraft<Values extends object>(
  form: FormApi<Values>,
  formId: string,
): Promise<void> {
  form.restart(form.getState().values);
  await deleteDraft(formId);
}
