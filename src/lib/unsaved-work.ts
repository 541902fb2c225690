/**
 * Which open forms hold input the user has not submitted. The service-worker update flow reads it, so a tab
 * is never reloaded on its own while a form is being filled.
 */
const unsaved = new Set<string>();

export function setUnsavedWork(formId: string, hasUnsaved: boolean): void {
  if (hasUnsaved) unsaved.add(formId);
  else unsaved.delete(formId);
}

export function hasUnsavedWork(): boolean {
  return unsaved.size > 0;
}
