/** This tab's id, and a channel on which tabs announce the drafts they save. */
export const TAB_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

export interface DraftSavedMessage {
  formId: string;
  tabId: string;
  updatedAt: number;
}

const CHANNEL = 'portal-drafts';

export function announceDraftSaved(message: DraftSavedMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export function onDraftSavedElsewhere(
  formId: string,
  listener: (message: DraftSavedMessage) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<DraftSavedMessage>) => {
    if (event.data.formId === formId && event.data.tabId !== TAB_ID) listener(event.data);
  };
  return () => channel.close();
}
