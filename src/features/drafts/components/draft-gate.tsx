import type { ReactNode } from 'react';
import type { DraftRow } from '@/lib/db/app-db';
import { PageSpinner } from '@/ui/spinner';
import { useDraft } from '../model/use-draft';

/** Renders a form once its saved draft (if any) is loaded, so the form can start from it. */
export function DraftGate({
  formId,
  children,
}: {
  formId: string;
  children: (restored: DraftRow | undefined) => ReactNode;
}) {
  const load = useDraft(formId);
  if (load.status === 'loading') return <PageSpinner message="Loading your form..." />;
  return children(load.draft);
}
