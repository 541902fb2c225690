import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { securityHeaders } from '../../scripts/vite/csp-policy';
import { DEMO_MAILBOX_HEADER, DEMO_MAILBOX_PATH } from '@/lib/demo-mailbox';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { UPLOAD_LIMIT_TEXT } from '@/lib/validation/upload-limit';
import { errorResponse } from '../../mocks/handlers/http/errors';
import { crossSiteRefusal } from './same-origin';

export interface AppOptions {
  /** Answers the contract's calls under /api (./api.ts). */
  api: (request: Request) => Promise<Response>;
  /** Serves the production build (./static-files.ts); absent: the server answers /api alone. */
  site?: (request: Request) => Promise<Response>;
  /** The demo's mailbox (GET /api/demo/mailbox), in demo mode only: every other portal answers it 404. */
  demoMailbox?: (request: Request) => Response;
  /** Whether the database answers (GET /healthz). */
  databaseReachable: () => Promise<boolean>;
  log: Logger;
  /** The portal's address as people open it (PUBLIC_URL), for the same-origin check behind a proxy. */
  publicOrigin?: string;
}

const SECURITY_HEADERS = securityHeaders();

/**
 * A multipart call carries one file smaller than UPLOAD_MAX_BYTES and a few short text fields (their lengths are
 * capped by the contract): a body larger than this is refused while it arrives, before it is held in memory.
 */
const MULTIPART_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
const limitUpload = bodyLimit({
  maxSize: MULTIPART_MAX_BYTES,
  onError: () =>
    errorResponse(413, `The upload is too large: a file must be ${UPLOAD_LIMIT_TEXT}`, 'upload_too_large'),
});

/**
 * The HTTP app: one process serves the build and /api. Every answer carries the build's security headers (the CSP
 * plus what only a header can say: frame-ancestors 'none'), nosniff among them; each request gets an id that its
 * log line and its answer carry. Logs hold the method, the path without its query, the status and the time: never
 * a body, a cookie or a header value, so no password, code, token or cookie reaches them.
 */
export function createApp({
  api,
  site,
  demoMailbox,
  databaseReachable,
  log,
  publicOrigin,
}: AppOptions): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    try {
      await next();
    } catch (error) {
      log.error({ requestId, err: error }, 'request failed');
      c.res = Response.json(
        { message: 'Something went wrong on the server. Please try again.' },
        { status: 500 },
      );
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set('X-Request-Id', requestId);
    // A demo tells its pages, on every call they make, that it keeps a mailbox to show (src/lib/demo-mailbox.ts).
    if (demoMailbox && c.req.path.startsWith('/api/'))
      c.res.headers.set(DEMO_MAILBOX_HEADER, DEMO_MAILBOX_PATH);
    log.info(
      {
        requestId,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  app.get('/healthz', async (c) => {
    const reachable = await databaseReachable().catch(() => false);
    return c.json({ status: reachable ? 'ok' : 'unavailable', database: reachable }, reachable ? 200 : 503);
  });

  if (demoMailbox) app.get(DEMO_MAILBOX_PATH, (c) => demoMailbox(c.req.raw));
  app.use('/api/*', (c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '') ? limitUpload(c, next) : next(),
  );
  app.all('/api/*', (c) => crossSiteRefusal(c.req.raw, publicOrigin) ?? api(c.req.raw));

  if (site) app.on(['GET', 'HEAD'], '*', (c) => site(c.req.raw));
  return app;
}
