import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Whether the Mock API button is hidden. A hidden button stays hidden on this device (localStorage) until it is
 * brought back: `portalMock.showPanel()` in the console, or `?mockPanel=show` in the address, which also works on
 * a phone. The panel shows itself anyway while a failure switch is on, so a forced failure is never a mystery.
 */
const listeners = new Set<() => void>();
let hidden: boolean | undefined;

function storedHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.mockPanelHidden) === 'true';
  } catch {
    return false;
  }
}

export function isPanelHidden(): boolean {
  hidden ??= storedHidden();
  return hidden;
}

export function setPanelHidden(value: boolean): void {
  hidden = value;
  try {
    if (value) localStorage.setItem(STORAGE_KEYS.mockPanelHidden, 'true');
    else localStorage.removeItem(STORAGE_KEYS.mockPanelHidden);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts until the page is left.
  }
  listeners.forEach((listener) => listener());
}

export function onPanelHiddenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `?mockPanel=show` brings a hidden panel back. Browser only. */
export function showPanelIfAsked(search: string): void {
  if (new URLSearchParams(search).get('mockPanel') === 'show') setPanelHidden(false);
}
