import { proxy } from 'valtio';

/**
 * The unread count of the student's inbox, shared by the top bar's bell, the sidebar's badge and the inbox page,
 * so marking an entry read on the page updates the count everywhere at once. Undefined until the first answer.
 */
export const inboxState = proxy<{ unread: number | undefined }>({ unread: undefined });

export function setUnread(unread: number) {
  inboxState.unread = unread;
}
