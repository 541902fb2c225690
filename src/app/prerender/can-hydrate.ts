import { hasSessionHint } from '@/features/auth/public';

/**
 * Prerendered HTML shows the page as a signed-out visitor first sees it. It is hydrated only when this visit is
 * exactly that: the page it was made for, no query, nobody signed in. Otherwise React renders afresh and
 * replaces it (the app shell of other routes is empty anyway).
 */
export function canHydrate(
  root: HTMLElement,
  where: Pick<Location, 'pathname' | 'search'> = location,
  signedIn: () => boolean = hasSessionHint,
): boolean {
  return root.dataset.prerendered === where.pathname && where.search === '' && !signedIn();
}
