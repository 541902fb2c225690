import { describe, expect, it } from 'vitest';
import { canHydrate } from './can-hydrate';

const prerenderedFor = (path?: string) => {
  const root = document.createElement('div');
  if (path) root.dataset.prerendered = path;
  return root;
};
const signedOut = () => false;

describe('canHydrate', () => {
  it('hydrates the page the HTML was made for, for a signed-out visitor without a query', () => {
    expect(canHydrate(prerenderedFor('/login'), { pathname: '/login', search: '' }, signedOut)).toBe(true);
  });

  it('draws afresh for another path, a query, a signed-in visitor or the empty app shell', () => {
    expect(canHydrate(prerenderedFor('/login'), { pathname: '/college/login', search: '' }, signedOut)).toBe(
      false,
    );
    expect(
      canHydrate(prerenderedFor('/login'), { pathname: '/login', search: '?type=college' }, signedOut),
    ).toBe(false);
    expect(canHydrate(prerenderedFor('/login'), { pathname: '/login', search: '' }, () => true)).toBe(false);
    expect(canHydrate(prerenderedFor(), { pathname: '/login', search: '' }, signedOut)).toBe(false);
  });
});
