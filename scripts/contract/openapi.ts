/**
 * The OpenAPI 3.1 document of the API, made from the one contract (src/lib/api: the endpoint tables listed in
 * endpoint-registry.ts and their schemas). Nothing here restates a shape: paths, parameters, bodies, answers,
 * refusals and access all come from the entries; only the wording of the document's frame is written here.
 */
import { validate } from 'superstruct';
import { API_BASE_PATH, IDEMPOTENCY_HEADER } from '../../src/lib/api/api-base';
import type { AnyEndpoint, EndpointError } from '../../src/lib/api/endpoint';
import { ENDPOINT_TABLES, SCHEMA_MODULES } from '../../src/lib/api/endpoint-registry';
import { ErrorBodySchema } from '../../src/lib/api/error-body';
import { SESSION_COOKIE_NAME } from '../../src/lib/storage-keys';
import { USER_TYPE_LABELS } from '../../src/lib/user-types';
import { UPLOAD_LIMIT_TEXT } from '../../src/lib/validation/upload-limit';
import { EXAMPLE_BODIES, EXAMPLE_PATH_PARAMS, EXAMPLE_PATH_PARAMS_BY_ENDPOINT } from './examples';
import { JsonSchemaWriter, UnexpressibleSchemaError } from './json-schema';
import type { AnyStruct, JsonSchema } from '../../src/lib/api/schema-kit';

type Json = Record<string, unknown>;

/** The refusals every call of its kind may answer, beside its own. */
export function refusalsOf(endpoint: AnyEndpoint): EndpointError[] {
  const takesInput = Boolean(endpoint.body || endpoint.query || pathParamsOf(endpoint.path).length);
  const all: EndpointError[] = [
    ...(takesInput
      ? [{ status: 400, code: 'invalid_request', when: 'the request does not match the contract' } as const]
      : []),
    ...(endpoint.access
      ? ([
          { status: 401, code: 'not_signed_in', when: 'there is no session' },
          { status: 403, code: 'forbidden', when: `the account is not ${accessText(endpoint.access)}` },
        ] as const)
      : []),
    ...(endpoint.idempotent
      ? [
          {
            status: 422,
            code: 'idempotency_key_reused',
            when: `the ${IDEMPOTENCY_HEADER} was used for another request`,
          } as const,
          {
            status: 409,
            code: 'idempotency_key_in_progress',
            when: `the first request with this ${IDEMPOTENCY_HEADER} is still being processed (send it again later)`,
          } as const,
        ]
      : []),
    ...(endpoint.body?.kind === 'multipart'
      ? [
          {
            status: 413,
            code: 'upload_too_large',
            when: `the body is larger than a file ${UPLOAD_LIMIT_TEXT} and its fields (refused while it arrives)`,
          } as const,
        ]
      : []),
    ...(endpoint.errors ?? []),
  ];
  return all;
}

export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

const accessText = (types: readonly string[]) =>
  types.map((type) => USER_TYPE_LABELS[type as keyof typeof USER_TYPE_LABELS] ?? type).join(', ');

/** The OpenAPI path of an endpoint ('/jobs/:id' → '/jobs/{id}'). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function errorAnswers(endpoint: AnyEndpoint): Json {
  const byStatus = new Map<number, EndpointError[]>();
  for (const refusal of refusalsOf(endpoint))
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  return Object.fromEntries(
    [...byStatus].map(([status, refusals]) => {
      const codes = [...new Set(refusals.map((refusal) => refusal.code))];
      return [
        String(status),
        {
          description: refusals.map((refusal) => `\`${refusal.code}\`: ${refusal.when}`).join('; '),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/ErrorAnswer' },
                  { properties: { code: { enum: codes } } },
                ],
              },
            },
          },
        },
      ];
    }),
  );
}

function successAnswer(key: string, endpoint: AnyEndpoint, writer: JsonSchemaWriter): Json {
  const where = `${endpoint.method} ${endpoint.path} answer`;
  const content = endpoint.response
    ? { 'application/json': { schema: writer.write(endpoint.response, where) } }
    : {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      };
  const session =
    endpoint.session === 'starts'
      ? {
          headers: {
            'Set-Cookie': {
              description: `Starts the session: \`${SESSION_COOKIE_NAME}=…\``,
              schema: { type: 'string' },
            },
          },
        }
      : endpoint.session === 'ends'
        ? {
            headers: {
              'Set-Cookie': {
                description: `Ends the session (an expired \`${SESSION_COOKIE_NAME}\`)`,
                schema: { type: 'string' },
              },
            },
          }
        : {};
  return {
    [String(endpoint.status ?? 200)]: {
      description: endpoint.response ? 'Done.' : `The file (${key}).`,
      ...session,
      content,
    },
  };
}

function parameters(key: string, endpoint: AnyEndpoint, writer: JsonSchemaWriter): Json[] {
  const where = `${endpoint.method} ${endpoint.path}`;
  const examples = { ...EXAMPLE_PATH_PARAMS, ...EXAMPLE_PATH_PARAMS_BY_ENDPOINT[key] };
  const path = pathParamsOf(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(examples[name] ? { example: examples[name] } : {}),
  }));
  const query = endpoint.query ? queryParameters(endpoint.query, writer, where) : [];
  const idempotency = endpoint.idempotent
    ? [
        {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'A repeat carrying the same key gets the first answer replayed (nothing is created twice).',
          schema: { type: 'string', minLength: 1 },
        },
      ]
    : [];
  return [...path, ...query, ...idempotency];
}

function queryParameters(
  query: AnyEndpoint['query'] & object,
  writer: JsonSchemaWriter,
  where: string,
): Json[] {
  const schema = writer.inline(query, `${where} query`);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties)
    throw new UnexpressibleSchemaError(
      `${where} query: the query schema must be an object of named parameters`,
    );
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, parameter]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: parameter,
  }));
}

function requestBody(key: string, endpoint: AnyEndpoint, writer: JsonSchemaWriter): Json | undefined {
  if (!endpoint.body) return undefined;
  const where = `${endpoint.method} ${endpoint.path} body`;
  // A body never has the type `never` here: that is only how an entry without a body is typed.
  const bodySchema = endpoint.body.schema as AnyStruct;
  const schema = writer.write(bodySchema, where);
  const example = EXAMPLE_BODIES[key];
  if (example !== undefined) {
    const [error] = validate(example, bodySchema);
    if (error)
      throw new Error(`${where}: the example from the seed does not match the contract: ${error.message}`);
  }
  const media = endpoint.body.kind === 'json' ? 'application/json' : 'multipart/form-data';
  return { required: true, content: { [media]: { schema, ...(example === undefined ? {} : { example }) } } };
}

function operation(tag: string, key: string, endpoint: AnyEndpoint, writer: JsonSchemaWriter): Json {
  const params = parameters(key, endpoint, writer);
  const body = requestBody(key, endpoint, writer);
  return {
    operationId: key,
    tags: [tag],
    summary: endpoint.summary,
    // An empty requirement says outright that no session is needed.
    ...(endpoint.access
      ? { description: `Signed in as ${accessText(endpoint.access)}.`, security: [{ session: [] }] }
      : { security: [{}] }),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successAnswer(key, endpoint, writer), ...errorAnswers(endpoint) },
  };
}

/** The whole document. Throws UnexpressibleSchemaError for a schema it cannot say. */
export function buildOpenApiDocument(tables = ENDPOINT_TABLES): Json {
  const writer = new JsonSchemaWriter();
  writer.nameShapes(SCHEMA_MODULES);
  const paths: Record<string, Json> = {};
  const operationIds = new Set<string>();
  for (const table of tables) {
    for (const [key, endpoint] of Object.entries(table.endpoints)) {
      if (operationIds.has(key))
        throw new Error(`Two endpoints are called '${key}': names must be unique across tables`);
      operationIds.add(key);
      const path = (paths[openApiPath(endpoint.path)] ??= {});
      const method = endpoint.method.toLowerCase();
      if (path[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
      path[method] = operation(table.tag, key, endpoint, writer);
    }
  }
  const errorAnswer = writer.write(ErrorBodySchema, 'error answer');
  return {
    openapi: '3.1.1',
    info: {
      title: 'Campus Pulse API',
      version: '1.0.0',
      description:
        'Generated from src/lib/api (npm run contract:generate); do not edit. How it is made, linted and checked: docs/api.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: API_BASE_PATH, description: 'The API base (VITE_API_BASE_URL)' }],
    tags: tables.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      schemas: {
        ...writer.components,
        // Every refusal carries a message to show and a machine-readable code (docs/api.md, 'Error codes').
        ErrorAnswer: { allOf: [errorAnswer], required: ['message', 'code'] },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie set by POST /user/login (HttpOnly on a real server).',
        },
      },
    },
  };
}
