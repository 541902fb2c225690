import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callEndpoint } from './client';
import { REGISTRATION_API } from './registration-endpoints';
import { SESSION_API } from './session-endpoints';

/** Answers a real server might give instead of the mock's: the client must read what the UI needs from them. */
const answerWith = (
  method: 'get' | 'post',
  path: string,
  body: Record<string, unknown> | string,
  status = 200,
) =>
  server.use(
    http[method](`*/api${path}`, () =>
      typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
    ),
  );

const SIGN_IN = { type: 'student-college', email: 'a@b.co', password: 'b' } as const;

describe('reading answers: strict about what the UI needs, tolerant about the rest', () => {
  it('college search: a numeric id, a null city, extra fields and one unusable item do not empty the list', async () => {
    answerWith('get', '/college/search', {
      success: true,
      total: 2,
      colleges: [
        { id: 7, name: 'GOVERNMENT POLYTECHNIC, PUNE', city: null, address: null, rank: 1 },
        { id: 8, city: 'PUNE' },
      ],
    });
    const answer = await callEndpoint(REGISTRATION_API.collegeSearch, { query: { query: 'pune', limit: 8 } });
    expect(answer.colleges).toEqual([
      expect.objectContaining({ id: '7', name: 'GOVERNMENT POLYTECHNIC, PUNE', city: undefined }),
    ]);
  });

  it('register: a created account is success whatever the body (extra fields, none, or not JSON)', async () => {
    for (const body of [{ message: 'ok', userId: 42 }, {}, 'Created', { message: null }]) {
      answerWith('post', '/register', body, 201);
      await expect(
        callEndpoint(REGISTRATION_API.register, { body: { name: 'A' } as never }),
      ).resolves.toBeDefined();
    }
  });

  it('company form: a null message reads as no message', async () => {
    answerWith('post', '/company/form', { message: null }, 201);
    expect(await callEndpoint(REGISTRATION_API.companyForm, { body: {} as never })).toEqual({
      message: undefined,
    });
  });

  it('sign-in: null optional names are absent, but a missing user type is an error', async () => {
    answerWith('post', '/user/login', {
      user: { name: 'Asha', email: 'a@b.co', fullName: null, companyName: 7 },
      userType: 'student-college',
    });
    const session = await callEndpoint(SESSION_API.login, {
      body: SIGN_IN,
    });
    expect(session.user).toEqual(
      expect.objectContaining({ name: 'Asha', fullName: undefined, companyName: undefined }),
    );

    answerWith('post', '/user/login', { user: { name: 'Asha', email: 'a@b.co' } });
    await expect(callEndpoint(SESSION_API.login, { body: SIGN_IN })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('college submit: the success flag is needed', async () => {
    answerWith('post', '/college/submit', { message: 'done' }, 201);
    await expect(callEndpoint(REGISTRATION_API.collegeSubmit, { body: {} as never })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('an error answer: its message and code are read; odd ones are ignored', async () => {
    answerWith(
      'post',
      '/register',
      { message: 'Email a@b.co is already registered', code: 'email_taken' },
      409,
    );
    await expect(callEndpoint(REGISTRATION_API.register, { body: {} as never })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Email a@b.co is already registered',
      code: 'email_taken',
    });
    answerWith('post', '/register', { message: 12, code: null }, 400);
    await expect(callEndpoint(REGISTRATION_API.register, { body: {} as never })).rejects.toMatchObject({
      status: 400,
      serverMessage: undefined,
      code: undefined,
    });
  });
});
