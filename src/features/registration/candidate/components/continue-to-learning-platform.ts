import { CANDIDATE_SUCCESS_RELOAD_DELAY_MS } from '@/lib/constants';
import { LEARNING_PLATFORM_SIGNUP_URL } from '@/lib/learning-platform';
import { isRegisterPath } from '@/lib/routes';

/**
 * The success dialog's button: the learning platform's signup in a new tab, then (spec section 4) the page
 * reloads for a fresh form. Only a registration page reloads: a registration sent later from the outbox may
 * succeed while the person is elsewhere, perhaps typing, and that page is left as it is.
 */
export function continueToLearningPlatform(): void {
  window.open(LEARNING_PLATFORM_SIGNUP_URL, '_blank', 'noopener,noreferrer');
  if (!isRegisterPath(window.location.pathname)) return;
  window.setTimeout(() => window.location.reload(), CANDIDATE_SUCCESS_RELOAD_DELAY_MS);
}
