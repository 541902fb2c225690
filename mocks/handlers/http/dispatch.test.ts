import { getResponse, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../../tests/support/api';
import { dispatchRoutes } from './dispatch';
import { route } from './route';

/** A route that answers with its own name and the parameters it was given. */
const named = (method: 'GET' | 'POST', path: string, name: string) =>
  route({ method, path }, ({ params }) => HttpResponse.json({ name, params }));

const JOB_ROUTES = [
  named('GET', '/jobs/summary', 'summary'),
  named('GET', '/jobs/:id', 'job'),
  named('POST', '/jobs/:id/apply', 'apply'),
  named('GET', '/check-email/:email', 'check'),
];

/** What the dispatcher answers: status and JSON body, or undefined when it leaves the request unhandled. */
async function answer(routes: typeof JOB_ROUTES, url: string, method = 'GET') {
  const response = await getResponse([dispatchRoutes(routes)], new Request(url, { method }));
  return response && { status: response.status, body: (await response.json()) as unknown };
}

describe('the mock API dispatcher', () => {
  it('answers with the first registered route that matches', async () => {
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/summary`)).toEqual({
      status: 200,
      body: { name: 'summary', params: {} },
    });
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/42`)).toEqual({
      status: 200,
      body: { name: 'job', params: { id: '42' } },
    });
    const paramFirst = [named('GET', '/jobs/:id', 'job'), named('GET', '/jobs/summary', 'summary')];
    expect(await answer(paramFirst, `${TEST_API}/jobs/summary`)).toMatchObject({
      body: { name: 'job', params: { id: 'summary' } },
    });
  });

  it('matches only routes of the request’s method', async () => {
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/42`, 'POST')).toBeUndefined();
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/42/apply`)).toBeUndefined();
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/42/apply`, 'POST')).toMatchObject({
      body: { name: 'apply', params: { id: '42' } },
    });
  });

  it('decodes path parameters once', async () => {
    expect(await answer(JOB_ROUTES, `${TEST_API}/check-email/asha%40example.com`)).toMatchObject({
      body: { params: { email: 'asha@example.com' } },
    });
    expect(await answer(JOB_ROUTES, `${TEST_API}/check-email/asha%2540example.com`)).toMatchObject({
      body: { params: { email: 'asha%40example.com' } },
    });
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/a%2Fb`)).toMatchObject({
      body: { name: 'job', params: { id: 'a/b' } },
    });
  });

  it('answers 400 to an /api path with a malformed percent-escape, matched or not, whatever the method', async () => {
    const refusal = {
      status: 400,
      body: {
        message: 'Invalid request: the address holds a malformed percent-escape',
        code: 'invalid_request',
      },
    };
    expect(await answer(JOB_ROUTES, `${TEST_API}/check-email/%E0%A4%A`)).toEqual(refusal);
    expect(await answer(JOB_ROUTES, `${TEST_API}/no/such/%zz`, 'POST')).toEqual(refusal);
    expect(await answer(JOB_ROUTES, 'http://portal.test/elsewhere/%zz')).toBeUndefined();
  });

  it('leaves a path no route matches unhandled, and needs the API base', async () => {
    expect(await answer(JOB_ROUTES, `${TEST_API}/no/such/path`)).toBeUndefined();
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/42/extra`)).toBeUndefined();
    expect(await answer(JOB_ROUTES, 'http://portal.test/jobs/42')).toBeUndefined();
    // A parameter is never empty: '/jobs/' is not '/jobs/:id'.
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/`)).toBeUndefined();
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs//apply`, 'POST')).toBeUndefined();
  });

  it('matches with one trailing slash, in any case, ignoring the query and hash', async () => {
    const summary = { status: 200, body: { name: 'summary', params: {} } };
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/summary/`)).toEqual(summary);
    expect(await answer(JOB_ROUTES, 'http://portal.test/API/Jobs/SUMMARY')).toEqual(summary);
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/summary?page=2#top`)).toEqual(summary);
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/summary//`)).toBeUndefined();
    expect(await answer(JOB_ROUTES, `${TEST_API}/jobs/Ab-7/`)).toMatchObject({
      body: { params: { id: 'Ab-7' } },
    });
  });

  it('given a loader, loads the routes at the first call under the API base, once', async () => {
    let loads = 0;
    const handler = dispatchRoutes(async () => {
      loads += 1;
      return JOB_ROUTES;
    });
    expect(await getResponse([handler], new Request('http://localhost/assets/app.js'))).toBeUndefined();
    // A module whose path holds the base is no call (issue 33: the dev server's contract modules under src/lib/api
    // waited for the routes, which were made of them).
    expect(
      await getResponse([handler], new Request('http://localhost/src/lib/api/portal-endpoints.ts')),
    ).toBeUndefined();
    expect(await getResponse([handler], new Request('http://localhost/app/api/jobs/42'))).toBeUndefined();
    expect(loads).toBe(0);
    const first = await getResponse([handler], new Request(`${TEST_API}/jobs/42`));
    expect(await first?.json()).toEqual({ name: 'job', params: { id: '42' } });
    const second = await getResponse([handler], new Request(`${TEST_API}/jobs/summary`));
    expect(await second?.json()).toEqual({ name: 'summary', params: {} });
    expect(loads).toBe(1);
  });

  it('refuses a route path it cannot match', () => {
    expect(() => dispatchRoutes([named('GET', '/files/*', 'files')])).toThrow(/unsupported segment/);
  });
});
