import { paths } from './routes';

/**
 * The external learning platform where courses run: the candidates' success dialog opens its sign-up (spec), the
 * Courses link and Continue Learning its sign-in. Its address is one build setting, VITE_LEARNING_PLATFORM_URL
 * (README, Builds), with sign-up at /signup and sign-in at /login under it. Unset (the demo and dev builds), the
 * links open the portal's own page that explains the platform, never a made-up address.
 */
export const LEARNING_PLATFORM_URL = (
  import.meta.env.VITE_LEARNING_PLATFORM_URL || paths.learningPlatform
).replace(/\/+$/, '');
export const LEARNING_PLATFORM_SIGNUP_URL = `${LEARNING_PLATFORM_URL}/signup`;
export const LEARNING_PLATFORM_SIGNIN_URL = `${LEARNING_PLATFORM_URL}/login`;
