import { authHandlers } from './handlers/auth';
import { collegeHandlers } from './handlers/colleges';
import { registrationHandlers } from './handlers/registration';
import { verificationHandlers } from './handlers/verification';

/** Every mock API handler: one set for the dev server, the demo build, Vitest and Playwright. */
export const handlers = [
  ...authHandlers,
  ...verificationHandlers,
  ...collegeHandlers,
  ...registrationHandlers,
];
