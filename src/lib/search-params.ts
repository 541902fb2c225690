/**
 * List filters and the page number live in the URL, so a filtered list can be linked to and survives reloads.
 * Returns the parameters after a change: empty values are dropped, page 1 is the default, and changing any
 * filter starts again at page 1.
 */
export function updatedSearch(
  current: URLSearchParams,
  change: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** The page number in the URL (1 when missing or malformed). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
