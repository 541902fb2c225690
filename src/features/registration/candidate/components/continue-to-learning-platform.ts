import { CANDIDATE_SUCCESS_RELOAD_DELAY_MS } from '@/lib/constants';
import { LEARNING_PLATFORM_SIGNUP_URL } from '@/lib/learning-platform';

/** The success dialog's button: the learning platform's signup in a new tab, then a fresh form here. */
export function continueToLearningPlatform(): void {
  window.open(LEARNING_PLATFORM_SIGNUP_URL, '_blank', 'noopener,noreferrer');
  window.setTimeout(() => window.location.reload(), CANDIDATE_SUCCESS_RELOAD_DELAY_MS);
}
