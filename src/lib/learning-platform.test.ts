import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from './routes';

async function freshUrls() {
  vi.resetModules();
  return import('./learning-platform');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the learning platform address', () => {
  it('opens the portal’s own pages about the platform when no address is set', async () => {
    vi.stubEnv('VITE_LEARNING_PLATFORM_URL', '');
    const urls = await freshUrls();
    expect(urls.LEARNING_PLATFORM_URL).toBe(paths.learningPlatform);
    expect(urls.LEARNING_PLATFORM_SIGNUP_URL).toBe(paths.learningPlatformSignUp);
    expect(urls.LEARNING_PLATFORM_SIGNIN_URL).toBe(paths.learningPlatformSignIn);
  });

  it('derives sign-up and sign-in from the one setting, with or without a trailing slash', async () => {
    vi.stubEnv('VITE_LEARNING_PLATFORM_URL', 'https://learn.example.org/campus/');
    const urls = await freshUrls();
    expect(urls.LEARNING_PLATFORM_SIGNUP_URL).toBe('https://learn.example.org/campus/signup');
    expect(urls.LEARNING_PLATFORM_SIGNIN_URL).toBe('https://learn.example.org/campus/login');
  });
});
