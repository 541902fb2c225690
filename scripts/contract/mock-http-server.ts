/**
 * The mock backend as a real HTTP server: the same msw handlers the demo and the tests use, answering over the
 * network (msw's getResponse behind node:http), so contract:check can be tried against it and tested.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';

export interface MockHttpServer {
  /** The API base, http://127.0.0.1:PORT/api. */
  baseUrl: string;
  close: () => Promise<void>;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  const method = incoming.method ?? 'GET';
  const body = chunks.length && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

async function answer(response: Response | undefined, outgoing: ServerResponse): Promise<void> {
  if (!response) {
    outgoing.writeHead(404, { 'Content-Type': 'application/json' });
    outgoing.end(JSON.stringify({ message: 'No such call', code: 'not_found' }));
    return;
  }
  // HttpResponse.error(): a network failure, as the mock controls' "drop" makes one.
  if (response.type === 'error') return void outgoing.destroy();
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * A node:http listener that answers each request with the handlers (read per request, so a test may change them):
 * the mock backend behind any server, such as the benchmark's host of a production build.
 */
export function answerWithMock(handlers: () => RequestHandler[]) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    toRequest(incoming, `http://${incoming.headers.host ?? '127.0.0.1'}`)
      .then((request) => getResponse(handlers(), request))
      .then((response) => answer(response, outgoing))
      .catch((error: unknown) => {
        outgoing.writeHead(500, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify({ message: String(error), code: 'internal' }));
      });
  };
}

/** Serves the handlers on 127.0.0.1 (port 0: any free port). `handlers` is read per request, so a test may change it. */
export async function startMockHttpServer(
  handlers: () => RequestHandler[],
  port = 0,
): Promise<MockHttpServer> {
  const server = createServer(answerWithMock(handlers));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/api`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
