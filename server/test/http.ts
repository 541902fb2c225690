import { DEMO_PASSWORD } from '../../mocks/db/seed';
import type { UserType } from '@/lib/user-types';

/** A device: its cookie jar (the session), and calls to the server as the portal's page makes them. */
export class Device {
  private cookie = '';

  constructor(private readonly api: string) {}

  /** A JSON call (no body when `body` is undefined). */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    );
  }

  /** A call with the body as it is (a fuzzed one: any text, any content type). */
  async send(
    method: string,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await fetch(`${this.api}${path}`, {
      method,
      headers: { ...(this.cookie ? { Cookie: this.cookie } : {}), ...headers },
      body: body ?? null,
      // A body that streams in (a slow request) must say so to fetch.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    return response;
  }

  async signIn(email: string, type: UserType, password = DEMO_PASSWORD): Promise<Response> {
    const response = await this.call('POST', '/user/login', { email, password, type });
    if (response.status !== 200) throw new Error(`Sign-in of ${email} answered ${response.status}`);
    return response;
  }

  get sessionCookie(): string {
    return this.cookie;
  }
}
