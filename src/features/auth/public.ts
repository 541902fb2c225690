/** What other features may use of auth (its front door, docs/architecture.md): who is signed in. */
export { authState } from './model/auth-store';
