import { CANDIDATE_SUCCESS_RELOAD_DELAY_MS, LEARNING_PLATFORM_SIGNUP_URL } from '@/lib/constants';

/** The success dialog's button: the learning platform's signup in a new tab, then a fresh form here. */
export function continueToLearningPlatform(): void {
  window.open(LEARNING_PLATFORM_SIGNUP_URL, '_blank', 'noopener,noreferrer');
  window.setTimeout(() => window.location.reload(), CANDIDATE_SUCCESS_RELOAD_DELAY_MS);
}
