import { DEMO_PASSWORD } from '../../mocks/db/seed';
import type { UserType } from '@/lib/user-types';

/** A device: its cookie jar (the session), and calls to the server as the portal's page makes them. */
export class Device {
  private cookie = '';

  constructor(private readonly api: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await fetch(`${this.api}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
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
