import { describe, expect, it } from 'vitest';
import { object as rawObject, refine as rawRefine, size as rawSize, string as rawString } from 'superstruct';
import { endpoint } from '@/lib/api/endpoint';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import {
  integer,
  literal,
  max,
  min,
  nonempty,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  union,
} from '@/lib/api/schema-kit';
import { JsonSchemaWriter, UnexpressibleSchemaError } from './json-schema';
import { buildOpenApiDocument, openApiPath } from './openapi';

const write = (struct: Parameters<JsonSchemaWriter['write']>[0]) =>
  new JsonSchemaWriter().write(struct, 'test');

describe('the JSON Schema of a contract struct', () => {
  it('carries the parameters of size, nonempty, pattern, min and max', () => {
    expect(write(size(nonempty(string()), 1, 80))).toEqual({ type: 'string', minLength: 1, maxLength: 80 });
    expect(write(pattern(string(), /^\d{6}$/))).toEqual({ type: 'string', pattern: '^\\d{6}$' });
    expect(write(max(min(integer(), 1), 500))).toEqual({ type: 'integer', minimum: 1, maximum: 500 });
    expect(write(min(integer(), 0, { exclusive: true }))).toEqual({ type: 'integer', exclusiveMinimum: 0 });
  });

  it('says which properties a request must have and refuses unknown ones; answers accept more', () => {
    expect(write(object({ a: string(), b: optional(string()) }))).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(write(type({ a: string() }))).not.toHaveProperty('additionalProperties');
  });

  it('writes a union as anyOf of its members, and a nullable value as anyOf with null', () => {
    const reason = union([
      type({ rule: literal('noRecord') }),
      type({ rule: literal('cgpa'), value: number() }),
    ]);
    expect(write(reason)).toEqual({
      anyOf: [
        { type: 'object', properties: { rule: { type: 'string', const: 'noRecord' } }, required: ['rule'] },
        {
          type: 'object',
          properties: { rule: { type: 'string', const: 'cgpa' }, value: { type: 'number' } },
          required: ['rule', 'value'],
        },
      ],
    });
    expect(write(nullable(number()))).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] });
  });

  it('keeps a rule of its own in words and in the JSON Schema it gives', () => {
    const day = refine(string(), 'day', () => true, {
      description: 'A real day.',
      jsonSchema: { format: 'date' },
    });
    expect(write(day)).toEqual({
      type: 'string',
      format: 'date',
      description: 'A real day.',
      'x-rule': 'day',
    });
  });

  it('refuses a schema built outside the kit, however it is nested, instead of leaving it out', () => {
    expect(() => write(rawString())).toThrow(UnexpressibleSchemaError);
    expect(() => write(object({ name: rawSize(rawString(), 1, 5) }))).toThrow(/test\.name: .*schema-kit/);
    // A refinement added with superstruct's own refine is a new, unknown struct: its rule would vanish.
    expect(() => write(rawRefine(string(), 'secret rule', () => true))).toThrow(UnexpressibleSchemaError);
  });

  it('refuses what JSON Schema cannot say: a case-insensitive pattern, a size on a non-sized value', () => {
    expect(() => write(pattern(string(), /^abc$/i))).toThrow(/flags cannot be said/);
    expect(() => write(size(type({}) as never, 1, 2))).toThrow(UnexpressibleSchemaError);
  });

  it('names a shape exported by a contract module, and refuses two shapes under one name', () => {
    const writer = new JsonSchemaWriter();
    const JobSchema = type({ title: string() });
    writer.nameShapes([{ JobSchema }, { JobSchema }]);
    expect(writer.write(JobSchema, 'test')).toEqual({ $ref: '#/components/schemas/Job' });
    expect(() => new JsonSchemaWriter().nameShapes([{ JobSchema }, { JobSchema: type({}) }])).toThrow(
      /Two contract shapes are exported as JobSchema/,
    );
  });
});

describe('the OpenAPI document', () => {
  it('has every endpoint of every registered table at its method and path', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const { endpoints } of ENDPOINT_TABLES) {
      for (const [key, entry] of Object.entries(endpoints)) {
        expect(document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()]?.operationId).toBe(key);
      }
    }
  });

  it('fails to generate when an endpoint uses a schema it cannot express', () => {
    const broken = endpoint({
      method: 'POST',
      path: '/broken',
      summary: 'A call whose body was built with superstruct directly.',
      body: { kind: 'json', schema: rawObject({ name: rawString() }) },
      response: type({}),
    });
    const tables = [
      ...ENDPOINT_TABLES,
      { tag: 'Broken', description: 'A test table.', endpoints: { broken } },
    ];
    expect(() => buildOpenApiDocument(tables)).toThrow(/POST \/broken body: this schema was not built with/);
  });
});
