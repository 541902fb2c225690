/**
 * What the app and other features may use of auth (its front door, docs/architecture.md): who is signed in, the
 * startup session check, the logout dialog, the sign-in page's slot for the demo's accounts, and the sign-in and
 * password pages, loaded lazily.
 */
export { authState, hasSessionHint } from './model/auth-store';
export { runSessionCheck } from './model/session';
export { useMay, useMayRecordRound } from './model/member-access';
export { LazyLogoutDialog } from './components/lazy-logout-dialog';
export { DemoAccountsSlot, type DemoAccountsProps, type DemoSignIn } from './components/demo-accounts-slot';
export { AUTH_PAGES } from './page-loaders';
