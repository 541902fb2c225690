import { describe, expect, it } from 'vitest';
import { isMissingCode } from './missing-code';

describe('isMissingCode', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/login-page-a1.js'),
    new TypeError('error loading dynamically imported module: https://x.test/assets/login-page-a1.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/auth-pages-CS-MOcYh.css'),
  ])('knows a chunk that could not be loaded: %s', (error) => {
    expect(isMissingCode(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'trim')"),
    new Error('Request failed with status 500'),
    'Failed to fetch dynamically imported module',
    undefined,
  ])('leaves every other error to the usual handling: %s', (error) => {
    expect(isMissingCode(error)).toBe(false);
  });
});
