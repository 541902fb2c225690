import { HttpResponse } from 'msw';
import { IDEMPOTENCY_HEADER } from '@/lib/api/api-base';
import { mockStore } from '../../db/store';
import { errorResponse } from './errors';

/**
 * Exactly-once for registrations: the first answer to a request carrying an Idempotency-Key is remembered and
 * replayed for every repeat of that key, so a retry after a lost answer never creates a second account.
 */
export async function idempotent(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) return handle();
  const path = new URL(request.url).pathname;
  const first = (await mockStore().read()).idempotency[key];
  if (first) {
    if (first.path !== path)
      return errorResponse(
        422,
        'This Idempotency-Key was already used for another request',
        'idempotency_key_reused',
      );
    return HttpResponse.json(first.body as Record<string, unknown>, {
      status: first.status,
      headers: { 'Idempotent-Replayed': 'true' },
    });
  }
  const response = await handle();
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => ({}));
  await mockStore().update((state) => {
    state.idempotency[key] = { status: response.status, body, path, at: Date.now() };
  });
  return response;
}
