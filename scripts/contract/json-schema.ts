import { is } from 'superstruct';
import {
  describeSchema,
  type AnyStruct,
  type JsonSchema,
  type Refinement,
  type SchemaDescription,
} from '../../src/lib/api/schema-kit';

/** A schema the document cannot say: generation stops here rather than leave it out (docs/api.md, 'OpenAPI'). */
export class UnexpressibleSchemaError extends Error {
  override name = 'UnexpressibleSchemaError';
}

/** Writes contract structs as JSON Schema (2020-12, as OpenAPI 3.1 uses), naming shared shapes as components. */
export class JsonSchemaWriter {
  /** The named shapes met so far, by component name. */
  readonly components: Record<string, JsonSchema> = {};
  private readonly names = new Map<AnyStruct, string>();

  /**
   * Shapes that get a component of their own: `FooSchema` exports become `Foo`. The contract is split by area, so
   * two modules could export different shapes under one name: that is refused, never written as one component.
   */
  nameShapes(modules: readonly Record<string, unknown>[]): void {
    const named = new Map<string, AnyStruct>();
    for (const module of modules) {
      for (const [exported, value] of Object.entries(module)) {
        const name = exported.replace(/Schema$/, '');
        const struct = value as AnyStruct;
        if (name === exported || !describeSchema(struct) || this.names.has(struct)) continue;
        if (named.has(name)) throw new Error(`Two contract shapes are exported as ${exported}: rename one`);
        named.set(name, struct);
        this.names.set(struct, name);
      }
    }
  }

  /** The JSON Schema of a struct; `where` says whose it is when it cannot be written. */
  write(struct: AnyStruct, where: string): JsonSchema {
    const name = this.names.get(struct);
    if (!name) return this.inline(struct, where);
    if (!(name in this.components)) {
      this.components[name] = {}; // reserved first, so a shape that contains itself cannot loop
      this.components[name] = this.inline(struct, where);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** Whether an object property may be left out: the struct accepts undefined. */
  static isOptional(struct: AnyStruct): boolean {
    return is(undefined, struct);
  }

  /** The JSON Schema of a struct written out here even when it has a name (query parameters are listed one by one). */
  inline(struct: AnyStruct, where: string): JsonSchema {
    const description = describeSchema(struct);
    if (!description)
      throw new UnexpressibleSchemaError(
        `${where}: this schema was not built with src/lib/api/schema-kit.ts, so the OpenAPI document cannot say it`,
      );
    return this.fromDescription(description, where);
  }

  private fromDescription(description: SchemaDescription, where: string): JsonSchema {
    switch (description.kind) {
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
        return { type: description.kind };
      case 'unknown':
        return {};
      case 'literal':
        return { type: typeof description.value, const: description.value };
      case 'enums':
        return {
          type: typeof description.values[0] === 'number' ? 'number' : 'string',
          enum: [...description.values],
        };
      case 'array':
        return { type: 'array', items: this.write(description.item, `${where}[]`) };
      case 'object':
        return this.object(description.properties, description.closed, where);
      case 'optional':
      case 'coerced':
        return this.write(description.inner, where);
      case 'nullable':
        return { anyOf: [this.write(description.inner, where), { type: 'null' }] };
      case 'union':
        return { anyOf: description.members.map((member, index) => this.write(member, `${where}|${index}`)) };
      case 'refined':
        return refined(
          this.write(description.inner, where),
          baseKind(description.inner),
          description.refinement,
          where,
        );
      case 'rule':
        return withKeywords(this.write(description.inner, where), {
          ...description.jsonSchema,
          description: description.description,
          'x-rule': description.name,
        });
      case 'defined':
        return { ...description.jsonSchema };
    }
  }

  private object(properties: Record<string, AnyStruct>, closed: boolean, where: string): JsonSchema {
    const written = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, this.write(value, `${where}.${key}`)]),
    );
    const required = Object.keys(properties).filter((key) => !JsonSchemaWriter.isOptional(properties[key]!));
    return {
      type: 'object',
      properties: written,
      ...(required.length ? { required } : {}),
      ...(closed ? { additionalProperties: false } : {}),
    };
  }
}

type BaseKind = 'string' | 'number' | 'array' | 'other';

/** What a refinement applies to: the primitive under any optional, rule or other refinement. */
function baseKind(struct: AnyStruct): BaseKind {
  const description = describeSchema(struct);
  if (!description) return 'other';
  switch (description.kind) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'array':
      return 'array';
    case 'optional':
    case 'coerced':
    case 'refined':
    case 'rule':
      return baseKind(description.inner);
    default:
      return 'other';
  }
}

const LOWER_BOUNDS = new Set(['minLength', 'minItems', 'minimum', 'exclusiveMinimum']);
const UPPER_BOUNDS = new Set(['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum']);

/**
 * Adds keywords. Two bounds of one kind keep the stricter (size(nonempty(string())) is one minLength); any other
 * keyword the schema already has (a second pattern, a $ref) goes into an allOf, so neither is lost.
 */
function withKeywords(schema: JsonSchema, keywords: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...schema };
  const clashing: JsonSchema = {};
  for (const [key, value] of Object.entries(keywords)) {
    const present = merged[key];
    if (present === undefined || key === 'description') merged[key] = value;
    else if (LOWER_BOUNDS.has(key)) merged[key] = Math.max(Number(present), Number(value));
    else if (UPPER_BOUNDS.has(key)) merged[key] = Math.min(Number(present), Number(value));
    else if (present !== value) clashing[key] = value;
  }
  if ('$ref' in schema) {
    const { $ref: _ref, ...added } = merged;
    return { allOf: [schema, { ...added, ...clashing }] };
  }
  return Object.keys(clashing).length ? { allOf: [merged, clashing] } : merged;
}

const KEYWORDS: Record<BaseKind, { min: string; max: string } | undefined> = {
  string: { min: 'minLength', max: 'maxLength' },
  array: { min: 'minItems', max: 'maxItems' },
  number: { min: 'minimum', max: 'maximum' },
  other: undefined,
};

function refined(schema: JsonSchema, kind: BaseKind, refinement: Refinement, where: string): JsonSchema {
  const bounds = KEYWORDS[kind];
  const cannot = (why: string) => new UnexpressibleSchemaError(`${where}: ${refinement.name} ${why}`);
  switch (refinement.name) {
    case 'size':
      if (!bounds) throw cannot(`on a ${kind} value has no JSON Schema keyword`);
      return withKeywords(schema, { [bounds.min]: refinement.min, [bounds.max]: refinement.max });
    case 'nonempty':
      if (kind !== 'string' && kind !== 'array')
        throw cannot(`on a ${kind} value has no JSON Schema keyword`);
      return withKeywords(schema, { [bounds!.min]: 1 });
    case 'min':
    case 'max':
      if (kind !== 'number') throw cannot(`on a ${kind} value has no JSON Schema keyword`);
      return withKeywords(schema, {
        [refinement.exclusive
          ? `exclusive${refinement.name === 'min' ? 'Minimum' : 'Maximum'}`
          : bounds![refinement.name]]: refinement.threshold,
      });
    case 'pattern':
      if (kind !== 'string') throw cannot(`on a ${kind} value has no JSON Schema keyword`);
      // JSON Schema patterns are ECMA-262 with Unicode semantics and no flags: /i, /m, /s, /g, /y cannot be said.
      if (refinement.regexp.flags.replace(/[uv]/g, ''))
        throw cannot(
          `/${refinement.regexp.source}/${refinement.regexp.flags}: its flags cannot be said in JSON Schema`,
        );
      return withKeywords(schema, { pattern: refinement.regexp.source });
  }
}
