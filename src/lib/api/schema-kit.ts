/**
 * The contract's superstruct constructors, each remembering what it was built from. superstruct 2 keeps no trace
 * of a refinement's parameters (a size, a pattern, a minimum) nor of `optional` or `coerce`, so a document made
 * from the schemas (scripts/contract, docs/api.md 'OpenAPI') could not say them. Every contract schema is built
 * from these; a schema built any other way has no description, and the generator refuses it instead of leaving
 * it out. Validation is superstruct's own: each constructor returns exactly the struct superstruct makes.
 */
import * as s from 'superstruct';
import type { Coercer, Refiner, Struct, Validator } from 'superstruct';

// superstruct's own idiom for "any struct"; the kit only stores and hands back what it was given.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

/** JSON Schema keywords, as the OpenAPI document carries them. */
export type JsonSchema = Record<string, unknown>;

type ObjectSchema = Record<string, AnyStruct>;

export type Refinement =
  | { name: 'size'; min: number; max: number }
  | { name: 'pattern'; regexp: RegExp }
  | { name: 'min' | 'max'; threshold: number; exclusive: boolean }
  | { name: 'nonempty' };

/** What a struct was built from: enough to write it as JSON Schema. */
export type SchemaDescription =
  | { kind: 'string' | 'number' | 'integer' | 'boolean' | 'unknown' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'enums'; values: readonly (string | number)[] }
  | { kind: 'array'; item: AnyStruct }
  | { kind: 'object'; properties: Record<string, AnyStruct>; closed: boolean }
  | { kind: 'optional'; inner: AnyStruct }
  | { kind: 'nullable'; inner: AnyStruct }
  | { kind: 'union'; members: readonly AnyStruct[] }
  | { kind: 'refined'; inner: AnyStruct; refinement: Refinement }
  /** A rule of its own (refine): said in words, and in JSON Schema where it can be. */
  | { kind: 'rule'; inner: AnyStruct; name: string; description: string; jsonSchema?: JsonSchema }
  /** A value of its own kind (define): its JSON Schema is given. */
  | { kind: 'defined'; name: string; jsonSchema: JsonSchema }
  /** An answer read tolerantly (coerce): a server should send what the inner struct describes. */
  | { kind: 'coerced'; inner: AnyStruct };

const descriptions = new WeakMap<AnyStruct, SchemaDescription>();

function remember<T extends AnyStruct>(struct: T, description: SchemaDescription): T {
  descriptions.set(struct, description);
  return struct;
}

/** How a struct was built, or undefined when it was not built with this kit. */
export function describeSchema(struct: AnyStruct): SchemaDescription | undefined {
  return descriptions.get(struct);
}

export const string = () => remember(s.string(), { kind: 'string' });
export const number = () => remember(s.number(), { kind: 'number' });
export const integer = () => remember(s.integer(), { kind: 'integer' });
export const boolean = () => remember(s.boolean(), { kind: 'boolean' });
export const unknown = () => remember(s.unknown(), { kind: 'unknown' });

export function literal<T extends string | number | boolean>(value: T): Struct<T, null> {
  return remember(s.literal(value), { kind: 'literal', value });
}

export function enums<const T extends readonly string[]>(values: T) {
  return remember(s.enums(values), { kind: 'enums', values });
}

export function array<T extends AnyStruct>(item: T) {
  return remember(s.array(item), { kind: 'array', item });
}

/** An object that refuses unknown properties (requests). */
export function object<S extends ObjectSchema>(properties: S) {
  return remember(s.object(properties), { kind: 'object', properties, closed: true });
}

/** An object that ignores unknown properties (answers). */
export function type<S extends ObjectSchema>(properties: S) {
  return remember(s.type(properties), { kind: 'object', properties, closed: false });
}

export function optional<T, S>(inner: Struct<T, S>) {
  return remember(s.optional(inner), { kind: 'optional', inner });
}

/** A value that may also be null. */
export function nullable<T, S>(inner: Struct<T, S>) {
  return remember(s.nullable(inner), { kind: 'nullable', inner });
}

/** One of several shapes (a reason told apart by its `rule`, say). */
export function union<A extends AnyStruct, B extends AnyStruct[]>(members: [A, ...B]) {
  return remember(s.union(members), { kind: 'union', members });
}

export function size<T extends string | number | unknown[], S>(inner: Struct<T, S>, min: number, max = min) {
  return remember(s.size(inner, min, max), {
    kind: 'refined',
    inner,
    refinement: { name: 'size', min, max },
  });
}

export function pattern<T extends string, S>(inner: Struct<T, S>, regexp: RegExp) {
  return remember(s.pattern(inner, regexp), {
    kind: 'refined',
    inner,
    refinement: { name: 'pattern', regexp },
  });
}

export function nonempty<T extends string | unknown[], S>(inner: Struct<T, S>) {
  return remember(s.nonempty(inner), { kind: 'refined', inner, refinement: { name: 'nonempty' } });
}

export function min<T extends number, S>(
  inner: Struct<T, S>,
  threshold: T,
  options: { exclusive?: boolean } = {},
) {
  const exclusive = options.exclusive ?? false;
  return remember(s.min(inner, threshold, options), {
    kind: 'refined',
    inner,
    refinement: { name: 'min', threshold, exclusive },
  });
}

export function max<T extends number, S>(
  inner: Struct<T, S>,
  threshold: T,
  options: { exclusive?: boolean } = {},
) {
  const exclusive = options.exclusive ?? false;
  return remember(s.max(inner, threshold, options), {
    kind: 'refined',
    inner,
    refinement: { name: 'max', threshold, exclusive },
  });
}

/**
 * A rule of its own. It must say what it checks in words (the document's description), and may give the JSON
 * Schema that expresses it (a format, a pattern), so no rule is ever silently missing from the document.
 */
export function refine<T, S>(
  inner: Struct<T, S>,
  name: string,
  refiner: Refiner<T>,
  documented: { description: string; jsonSchema?: JsonSchema },
) {
  return remember(s.refine(inner, name, refiner), { kind: 'rule', inner, name, ...documented });
}

/** A value of its own kind (a file), with the JSON Schema that describes it. */
export function define<T>(name: string, validator: Validator, jsonSchema: JsonSchema) {
  return remember(s.define<T>(name, validator), { kind: 'defined', name, jsonSchema });
}

/** An answer read tolerantly: accepted as `condition`, turned into what `inner` describes. */
export function coerce<T, S, C>(inner: Struct<T, S>, condition: Struct<C, unknown>, coercer: Coercer<C>) {
  return remember(s.coerce(inner, condition, coercer), { kind: 'coerced', inner });
}
