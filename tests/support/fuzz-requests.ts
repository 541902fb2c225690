import fc from 'fast-check';
import { hostileText, hugeText, PROTOTYPE_KEYS } from './arbitraries';

/**
 * Request generators for the mock API fuzz test (mocks/handlers/fuzz.test.ts): bodies, query strings and path
 * parameters, each marked with whether the endpoint must refuse it as malformed.
 */

/**
 * Who may call: 'student' is a college student only, 'recruiter' the TPO or a company (one drive's), 'signed-in'
 * any account (no 'other account' phase).
 */
export type Access = 'anyone' | 'candidate' | 'student' | 'company' | 'college' | 'recruiter' | 'signed-in';
/** What the endpoint reads from the request and checks against the contract. */
export type Reads = 'json' | 'multipart' | 'query' | 'nothing';

export interface Endpoint {
  reads: Reads;
  access: Access;
  /** The contract schema (superstruct) of the body or query string: its keys are the known ones. */
  schema?: { schema: unknown };
  /** A body the schema accepts; the fuzzer breaks it (wrong kinds, unknown keys, wrong content type). */
  valid?: () => Record<string, unknown>;
  /** Answers to a well-formed request the endpoint may give (an unknown id, a search that finds nothing...). */
  answers?: number[];
}

export interface FuzzRequest {
  label: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
  /** The endpoint must refuse it with 400 once access is granted (a broken body, query or content type). */
  malformed: boolean;
  /** A path the server cannot even decode: 400 before anything else. */
  badPath?: boolean;
}

const knownKeys = (endpoint: Endpoint) => Object.keys(endpoint.schema?.schema ?? {});

/** A key the schema does not know, including the ones that reach Object.prototype in careless code. */
const unknownKey = (endpoint: Endpoint) =>
  fc
    .oneof(hostileText, fc.constantFrom(...PROTOTYPE_KEYS))
    .filter((key) => !knownKeys(endpoint).includes(key));

const JSON_KINDS = {
  string: hostileText,
  number: fc.double(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
} satisfies Record<string, fc.Arbitrary<unknown>>;
type JsonKind = keyof typeof JSON_KINDS;
const kindOf = (value: unknown): JsonKind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonKind);
/** A value of any other JSON kind: never what a contract field of this value's kind accepts. */
const otherKind = (value: unknown) =>
  fc
    .constantFrom(...(Object.keys(JSON_KINDS) as JsonKind[]).filter((kind) => kind !== kindOf(value)))
    .chain((kind): fc.Arbitrary<unknown> => JSON_KINDS[kind]);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  undefined,
];
const NOT_JSON_TYPES = CONTENT_TYPES.filter((type) => !type?.startsWith('application/json'));
/** Where deeply nested arrays go into a body's JSON text. */
const DEEP = '\u0000deep\u0000';
const deepArrays = fc.integer({ min: 500, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
const notJsonText = fc.oneof(
  hostileText.filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom('', '{', '{"a":', 'null null', '\u0000'),
);

/** JSON endpoints: bodies the contract must refuse, with any content type, and the valid body as non-JSON. */
function brokenJson(endpoint: Endpoint): fc.Arbitrary<Omit<FuzzRequest, 'label' | 'path'>> {
  const valid = endpoint.valid?.() ?? {};
  const withKey = (key: string, value: unknown) =>
    JSON.stringify(Object.fromEntries([...Object.entries(valid), [key, value]]));
  const text = fc.oneof(
    // Not an object at all.
    fc
      .jsonValue()
      .filter((value) => kindOf(value) !== 'object')
      .map((value) => JSON.stringify(value)),
    deepArrays,
    notJsonText,
    // An unknown key, holding anything from a nested object to a 100,000-character string or 2,000 levels of arrays.
    fc
      .tuple(unknownKey(endpoint), fc.oneof(fc.jsonValue(), hugeText, fc.constant('x'.repeat(100_000))))
      .map(([key, value]) => withKey(key, value)),
    fc
      .tuple(unknownKey(endpoint), deepArrays)
      .map(([key, deep]) => withKey(key, DEEP).replace(JSON.stringify(DEEP), deep)),
    // A known key with a value of the wrong kind.
    fc
      .constantFrom(...Object.keys(valid))
      .chain((key) => otherKind(valid[key]).map((value) => withKey(key, value))),
  );
  return fc.oneof(
    fc.record({ body: text, contentType: fc.constantFrom(...CONTENT_TYPES), malformed: fc.constant(true) }),
    fc.record({
      body: fc.constant(JSON.stringify(valid)),
      contentType: fc.constantFrom(...NOT_JSON_TYPES),
      malformed: fc.constant(true),
    }),
  );
}

// Never empty: happy-dom's multipart parser, which reads forms in this test environment, drops empty files and
// empty text fields (a browser's and a real server's keep them).
const blob = fc
  .tuple(
    fc.uint8Array({ minLength: 1, maxLength: 64 }),
    hostileText,
    fc.constantFrom('.pdf', '.exe', '.docx', ''),
  )
  .map(([bytes, name, extension]) => new File([bytes], `${name}${extension}`, { type: 'application/pdf' }));

/** Multipart endpoints: forms with an unknown field or a field of the wrong kind, and bodies that are not multipart. */
function brokenMultipart(endpoint: Endpoint): fc.Arbitrary<Omit<FuzzRequest, 'label' | 'path'>> {
  const fieldValue = fc.oneof(hostileText.filter(Boolean), blob);
  const known = knownKeys(endpoint);
  const form = (entries: [string, string | Blob][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };
  const withUnknownField = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...known), fieldValue), { maxLength: 6 }),
      fc.tuple(unknownKey(endpoint), fieldValue),
    )
    .map(([entries, extra]) => form([...entries, extra]));
  // Text where the file goes, a file where text goes.
  const wrongKinds = fc
    .subarray(known, { minLength: 1 })
    .map((keys) => form(keys.map((key) => [key, key === 'resume' ? 'not a file' : new Blob(['x'])])));
  return fc.oneof(
    fc.record({ body: fc.oneof(withUnknownField, wrongKinds), malformed: fc.constant(true) }),
    fc.record({
      body: fc.oneof(
        notJsonText,
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      malformed: fc.constant(true),
    }),
    // A form with its content type replaced (no boundary, or not multipart at all).
    fc.record({
      body: withUnknownField,
      contentType: fc.constantFrom('multipart/form-data', 'text/plain', 'application/json'),
      malformed: fc.constant(true),
    }),
  );
}

/** Query strings: with an unknown parameter (strict endpoints must refuse it), or known ones holding anything. */
function fuzzedQuery(endpoint: Endpoint): fc.Arbitrary<{ query: string; malformed: boolean }> {
  const strict = endpoint.reads === 'query';
  const known = strict ? knownKeys(endpoint) : ['query', 'limit'];
  const value = fc.oneof(
    { arbitrary: hostileText, weight: 6 },
    { arbitrary: hugeText, weight: 1 },
    { arbitrary: fc.integer().map(String), weight: 2 },
    {
      // Hundreds of repeated words, a cheap way to exhaust a search.
      arbitrary: fc
        .tuple(fc.constantFrom('rv ', 'college ', '1 ', 'a b '), fc.integer({ min: 100, max: 3000 }))
        .map(([word, times]) => word.repeat(times)),
      weight: 1,
    },
  );
  const params = fc.dictionary(fc.constantFrom(...known), value, { maxKeys: known.length });
  const encode = (entries: [string, string][]) => new URLSearchParams(entries).toString();
  return fc.oneof(
    params.map((picked) => ({ query: encode(Object.entries(picked)), malformed: false })),
    fc
      // An empty value counts as absent; an unknown parameter with a value must be refused.
      .tuple(params, unknownKey(endpoint), hostileText.filter(Boolean))
      .map(([picked, key, extra]) => ({
        query: encode([...Object.entries(picked), [key, extra]]),
        malformed: strict,
      })),
    // Raw, badly escaped query strings.
    fc
      .constantFrom('query=%', 'query=%E0%A4%A', '%zz=1', 'limit=%C0%80', '&&==&')
      .map((query) => ({ query, malformed: false })),
  );
}

const MALFORMED_ESCAPES = ['%', '%E0%A4%A', '%zz', 'a%2', '%C0%80', '%ED%A0%80'];
/** A path parameter: any text (escaped, so it stays one segment), a real id, or escapes nothing can decode. */
const pathParam = fc.oneof(
  {
    // '', '.' and '..' would not stay a path segment.
    arbitrary: hostileText
      .filter((text) => !['', '.', '..'].includes(text))
      .map((text) => ({ text: encodeURIComponent(text), bad: false })),
    weight: 6,
  },
  { arbitrary: fc.constantFrom('job-001', 'acc-unknown').map((text) => ({ text, bad: false })), weight: 1 },
  { arbitrary: fc.constantFrom(...MALFORMED_ESCAPES).map((text) => ({ text, bad: true })), weight: 1 },
);

export function fuzzedRequest(method: string, route: string, endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const params = route.match(/:\w+/g) ?? [];
  const path = fc.tuple(...params.map(() => pathParam)).map((values) => ({
    path: values.reduce((at, value, index) => at.replace(params[index]!, value.text), route),
    badPath: values.some((value) => value.bad),
  }));
  const anyBody = fc.option(
    fc.oneof(
      notJsonText,
      fc.jsonValue().map((value) => JSON.stringify(value)),
    ),
    { nil: undefined },
  );
  const request =
    endpoint.reads === 'json'
      ? brokenJson(endpoint)
      : endpoint.reads === 'multipart'
        ? brokenMultipart(endpoint)
        : method === 'GET'
          ? fuzzedQuery(endpoint).map(({ query, malformed }) => ({ query, malformed }))
          : fc.record({
              body: anyBody,
              contentType: fc.constantFrom(...CONTENT_TYPES),
              malformed: fc.constant(false),
            });
  return fc
    .tuple(path, request)
    .map(
      ([{ path: at, badPath }, { query, ...rest }]: [
        { path: string; badPath: boolean },
        Omit<FuzzRequest, 'label' | 'path'> & { query?: string },
      ]) => ({
        ...rest,
        label: `${method} ${at}${query ? `?${query}` : ''}`,
        path: `${at}${query ? `?${query}` : ''}`,
        badPath,
      }),
    );
}
