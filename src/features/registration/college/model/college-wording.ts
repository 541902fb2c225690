/** Texts of the college form that are not validation or error messages (spec sections 2, 4 and 8). */
export const COLLEGE_TEXT = {
  title: 'Institution Registration',
  subtitle: 'Institution Onboarding - Portal',
  searching: 'Searching colleges...',
  noColleges: 'No colleges found',
  signInHint: (email: string) =>
    `Sign in with your TPO email${email ? ` (${email})` : ''} and the password you chose.`,
  deleteContactTitle: 'Delete primary contact',
} as const;
