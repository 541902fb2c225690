/** The three registration pages the app routes to, each loaded only when its route is visited. */
export const REGISTRATION_PAGES = {
  candidate: () => import('./pages/candidate-registration-page'),
  college: () => import('./pages/college-registration-page'),
  company: () => import('./pages/company-registration-page'),
};

/** The outbox kind of a queued registration, by its form id (undefined if not ours), loaded when one is sent. */
export const registrationQueuedKindFor = (formId: string) =>
  import('./registration-kinds').then((module) => module.registrationKindFor(formId));
