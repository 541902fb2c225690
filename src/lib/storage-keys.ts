/** Every key this app writes to localStorage, in one place. */
export const STORAGE_KEYS = {
  auth: 'portal.auth',
  sidebarCollapsed: 'portal.sidebar-collapsed',
  mockControls: 'portal.mock-controls',
  mockPanelHidden: 'portal.mock-panel-hidden',
  mockSeed: 'portal.mock-seed',
} as const;

/** Name of the session cookie the backend sets (readable only where the server allows it). */
export const SESSION_COOKIE_NAME = 'portal_session';
