/** One request of contract:check, as sent to the server under test, and what came back. */
export interface ProbeRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** Multipart fields; a Blob is sent as a file. */
  form?: Record<string, string | Blob | undefined>;
  headers?: Record<string, string>;
}

export interface ProbeAnswer {
  status: number;
  body: unknown;
  isJson: boolean;
  setCookies: string[];
}

/** The URL of a call: base + path with its parameters filled in + query. */
export function urlOf(baseUrl: string, path: string, request: ProbeRequest): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`No value for path parameter '${name}' of ${path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  return `${baseUrl.replace(/\/$/, '')}${filled}${query ? `?${query}` : ''}`;
}

function bodyOf(request: ProbeRequest): { body?: BodyInit; headers: Record<string, string> } {
  if (request.json !== undefined)
    return { body: JSON.stringify(request.json), headers: { 'Content-Type': 'application/json' } };
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form))
      if (typeof value === 'string') form.append(name, value);
      else if (value) form.append(name, value, 'resume.pdf');
    return { body: form, headers: {} };
  }
  return { headers: {} };
}

/** Sends one call with fetch; the session cookie, when there is one, goes in the Cookie header. */
export async function sendCall(
  baseUrl: string,
  method: string,
  path: string,
  request: ProbeRequest,
  cookie: string | undefined,
): Promise<ProbeAnswer> {
  const { body, headers } = bodyOf(request);
  const response = await fetch(urlOf(baseUrl, path, request), {
    method,
    headers: {
      Accept: 'application/json',
      ...headers,
      ...request.headers,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
    redirect: 'manual',
  });
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  const text = isJson ? await response.text() : (await response.arrayBuffer(), '');
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON after all: the shape check reports it.
  }
  return { status: response.status, body: parsed, isJson, setCookies: response.headers.getSetCookie() };
}
