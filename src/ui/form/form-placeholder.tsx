import { PageSpinner } from '@/ui/spinner';

/** Stands where a form will be until its code runs (prerendered pages) or its saved draft is read. */
export function FormPlaceholder() {
  return <PageSpinner message="Loading your form..." />;
}
