import type { ReactNode } from 'react';
import type { DraftRow } from '@/offline/db/app-db';
import { FormPlaceholder } from '@/ui/form/form-placeholder';
import { useDraft } from './use-draft';

/** Renders a form once its saved draft (if any) is loaded, so the form can start from it. */
export function DraftGate({
  formId,
  children,
}: {
  formId: string;
  children: (restored: DraftRow | undefined) => ReactNode;
}) {
  const load = useDraft(formId);
  if (load.status === 'loading') return <FormPlaceholder />;
  return children(load.draft);
}
