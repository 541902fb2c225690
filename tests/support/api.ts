/** A tiny fetch helper for handler tests: JSON in, status and JSON out, with an optional session cookie. */
export const TEST_API = 'http://portal.test/api';

export interface TestResponse {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  method: string,
  path: string,
  options: { json?: unknown; body?: BodyInit; cookie?: string; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cookie) headers.Cookie = options.cookie;
  const response = await fetch(`${TEST_API}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}
