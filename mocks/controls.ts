import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Failure modes on demand, so every error path can be seen in the browser and tested:
 * - delayMs: answer late (beyond the client's 5000 ms timeout to see the timeout path);
 * - status: answer every matching call with this HTTP status;
 * - drop: 'before' answers nothing (a network error) without doing the work; 'after' does the work, then drops
 *   the answer (the case idempotency keys exist for);
 * - refuse: answer 200 `{ success: false, message }` without doing the work, as a server that refuses through
 *   its success flag does. It covers exactly the calls whose answer has that flag (college submit, send/verify
 *   OTP, college search: answersWithSuccessFlag in handlers/http/route.ts); other calls answer as usual.
 * pathPrefix limits them to calls whose path (after /api) starts with it.
 * Set them from the mock panel in the page, `window.portalMock.setControls(...)`, or the URL:
 * ?mockDelay=6000&mockStatus=500&mockDrop=before&mockRefuse=1&mockPath=/user/login
 */
export interface MockControls {
  delayMs?: number;
  status?: number;
  drop?: 'before' | 'after';
  refuse?: boolean;
  pathPrefix?: string;
}

let controls: MockControls = {};
const listeners = new Set<(value: MockControls) => void>();

function persist() {
  if (typeof localStorage === 'undefined') return;
  if (Object.keys(controls).length === 0) localStorage.removeItem(STORAGE_KEYS.mockControls);
  else localStorage.setItem(STORAGE_KEYS.mockControls, JSON.stringify(controls));
}

export function getControls(): MockControls {
  return controls;
}

export function setControls(next: MockControls): void {
  controls = Object.fromEntries(
    Object.entries(next).filter(([, v]) => v !== undefined && v !== ''),
  ) as MockControls;
  persist();
  listeners.forEach((listener) => listener(controls));
}

export function clearControls(): void {
  setControls({});
}

export function onControlsChange(listener: (value: MockControls) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads stored controls and any given in the URL (URL wins). Browser only. */
export function loadControlsFromBrowser(search: string): void {
  let stored: MockControls;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.mockControls) ?? '{}') as MockControls;
  } catch {
    stored = {};
  }
  const params = new URLSearchParams(search);
  const fromUrl: MockControls = {};
  const delay = params.get('mockDelay');
  const status = params.get('mockStatus');
  const drop = params.get('mockDrop');
  const path = params.get('mockPath');
  if (params.get('mockRefuse')) fromUrl.refuse = true;
  if (delay) fromUrl.delayMs = Number(delay);
  if (status) fromUrl.status = Number(status);
  if (drop === 'before' || drop === 'after') fromUrl.drop = drop;
  if (path) fromUrl.pathPrefix = path;
  setControls({ ...stored, ...fromUrl });
}

export function controlsApplyTo(apiPath: string, value: MockControls = controls): boolean {
  return !value.pathPrefix || apiPath.startsWith(value.pathPrefix);
}
