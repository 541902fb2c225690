/** Titles and texts of the candidate form's result dialogs (the spec gives the messages, not the titles). */
export const CANDIDATE_RESULT_TITLES = {
  warning: 'Check your details',
  error: 'Registration Failed',
  success: 'Registration Successful',
} as const;

/** The success text: the learning platform takes the same e-mail and password (spec section 1). */
export function registrationSuccessMessage(email: string | undefined): string {
  const account = email ? `Your account for ${email} has been created.` : 'Your account has been created.';
  return `${account} Continue to the learning platform and sign up there with the same email address and password.`;
}
